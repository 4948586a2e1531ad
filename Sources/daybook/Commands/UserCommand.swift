import Vapor

/// `daybook user create|list|reset-password`: account administration from the shell.
struct UserCommand: AsyncCommandGroup {
    var help: String { "Create, list and reset the password of accounts" }

    var commands: [String: any AnyAsyncCommand] {
        [
            "create": UserCreateCommand(),
            "list": UserListCommand(),
            "reset-password": UserResetPasswordCommand(),
        ]
    }
}
