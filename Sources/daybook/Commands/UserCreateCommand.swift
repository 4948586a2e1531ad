import DaybookApp
import DaybookCore
import Vapor

struct UserCreateCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "email", help: "The email address to log in with")
        var email: String
        @Option(name: "name", help: "Display name (default: the part of the email before @)")
        var name: String?
        @Option(name: "time-zone", help: "IANA time zone, e.g. Europe/Berlin (default: UTC)")
        var timeZone: String?
        @Flag(name: "password-stdin", help: "Read the password from standard input instead of asking")
        var passwordStdin: Bool
    }

    var help: String { "Create an account" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let email = try AccountRules.normalizedEmail(signature.email)
        let name = try AccountRules.displayName(signature.name ?? String(email.prefix { $0 != "@" }), field: "name")
        let zone = try AccountRules.timeZone(signature.timeZone ?? "UTC", field: "time-zone")
        let password = try PasswordInput.read(fromStdin: signature.passwordStdin, console: context.console)
        let hash = try await app.password.async.hash(password)
        let user = try await CreateAccount(app.useCases)(
            email: email, passwordHash: hash, preferences: Preferences(displayName: name, timeZone: zone))
        context.console.print("Created \(user.email) (\(user.id))")
    }
}
