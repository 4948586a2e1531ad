import DaybookCore
import Vapor

/// Reads a new password: one line from standard input with `--password-stdin` (for scripts), or
/// asked twice without echo at a terminal.
enum PasswordInput {
    static func read(fromStdin: Bool, console: any Console) throws -> String {
        let password: String
        if fromStdin {
            guard let line = readLine(strippingNewline: true) else {
                throw ValidationError(field: "password", .standardInputEmpty)
            }
            password = line
        } else {
            password = console.ask(TerminalWords.text("cli.password.ask").consoleText(), isSecure: true)
            let again = console.ask(TerminalWords.text("cli.password.again").consoleText(), isSecure: true)
            guard password == again else { throw ValidationError(field: "password", .entriesDiffer) }
        }
        try AccountRules.checkPassword(password)
        return password
    }
}
