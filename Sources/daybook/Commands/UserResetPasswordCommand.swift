import DaybookApp
import DaybookCore
import Vapor

struct UserResetPasswordCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "email", help: "The account's email address")
        var email: String
        @Flag(name: "password-stdin", help: "Read the new password from standard input instead of asking")
        var passwordStdin: Bool
    }

    var help: String { "Set a new password; every API token of the account stops working" }

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
        context.console.print("New password set for \(email); its API tokens were revoked.")
    }
}
