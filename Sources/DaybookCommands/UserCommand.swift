import Vapor

/// `daybook user create|list|reset-password`: account administration from the shell.
struct UserCommand: AsyncCommandGroup {
    var help: String { TerminalWords.text("cli.help.user") }

    var commands: [String: any AnyAsyncCommand] {
        [
            "create": UserCreateCommand(),
            "list": UserListCommand(),
            "reset-password": UserResetPasswordCommand(),
        ]
    }
}
