import DaybookApp
import DaybookCore
import Vapor

struct UserCreateCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "email", help: TerminalWords.text("cli.help.userCreate.email"))
        var email: String
        @Option(name: "name", help: TerminalWords.text("cli.help.userCreate.name"))
        var name: String?
        @Option(name: "time-zone", help: TerminalWords.text("cli.help.userCreate.timeZone"))
        var timeZone: String?
        @Flag(name: "password-stdin", help: TerminalWords.text("cli.help.userCreate.passwordStdin"))
        var passwordStdin: Bool
    }

    var help: String { TerminalWords.text("cli.help.userCreate") }

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
        context.console.print(TerminalWords.text("cli.user.created", ["email": user.email, "id": "\(user.id)"]))
    }
}
