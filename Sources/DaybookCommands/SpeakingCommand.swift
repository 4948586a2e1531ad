import ConsoleKit

/// One of Daybook's commands, its errors put into the terminal's words before Vapor logs them and the
/// shell shows them: a person reads "password: Muss mindestens 10 Zeichen lang sein." in both places,
/// not the English or the error's inner name.
struct SpeakingCommand: AnyAsyncCommand {
    let command: any AnyAsyncCommand
    /// The command's own help, or one from the catalogue for a command Vapor brings (`routes`).
    var help: String

    init(command: any AnyAsyncCommand, help: String? = nil) {
        self.command = command
        self.help = help ?? command.help
    }

    func run(using context: inout CommandContext) async throws {
        do {
            try await command.run(using: &context)
        } catch {
            throw TerminalError(saying: TerminalWords.message(of: error))
        }
    }

    func outputAutoComplete(using context: inout CommandContext) throws { try command.outputAutoComplete(using: &context) }

    func outputHelp(using context: inout CommandContext) throws { try command.outputHelp(using: &context) }

    func renderCompletionFunctions(using context: CommandContext, shell: Shell) -> String {
        command.renderCompletionFunctions(using: context, shell: shell)
    }
}
