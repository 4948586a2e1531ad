import DaybookApp
import DaybookServer
import Foundation
import Vapor

struct UserListCommand: AsyncCommand {
    struct Signature: CommandSignature {}

    var help: String { TerminalWords.text("cli.help.userList") }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        try await app.setUpDatabase()
        let users = try await Accounts(app.useCases).all()
        if users.isEmpty {
            context.console.print(TerminalWords.text("cli.user.none"))
            return
        }
        // Tab-separated for scripts: the same columns and ISO 8601 dates in every language.
        for user in users {
            let created = user.createdAt.map { $0.formatted(.iso8601) } ?? "-"
            context.console.print("\(user.email)\t\(user.displayName)\t\(user.preferences.timeZone)\t\(created)")
        }
    }
}
