import DaybookApp
import DaybookCore
import Vapor

struct UserResetPasswordCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "email", help: TerminalWords.text("cli.help.userResetPassword.email"))
        var email: String
        @Flag(name: "password-stdin", help: TerminalWords.text("cli.help.userResetPassword.passwordStdin"))
        var passwordStdin: Bool
    }

    var help: String { TerminalWords.text("cli.help.userResetPassword") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let email = try AccountRules.normalizedEmail(signature.email)
        guard let user = try await Accounts(app.useCases).find(email: email) else {
            throw ValidationError(field: "email", .noAccountWithEmail, ["email": email])
        }
        let password = try PasswordInput.read(fromStdin: signature.passwordStdin, console: context.console)
        let hash = try await app.password.async.hash(password)
        try await ChangePassword(app.useCases)(newPasswordHash: hash, for: user.person)
        context.console.print(TerminalWords.text("cli.user.passwordSet", ["email": email]))
    }
}
