import DaybookStore
import Vapor

/// Restores the web session's user from the session stored in the database.
struct UserSessionAuthenticator: AsyncSessionAuthenticator {
    typealias User = CurrentUser

    func authenticate(sessionID: String, for request: Request) async throws {
        guard let id = UUID(uuidString: String(sessionID.prefix { $0 != "." })),
              let user = try await UserQueries(request.db).find(id: id),
              CurrentUser.sessionID(id: id, passwordHash: user.passwordHash) == sessionID
        else { return }
        request.auth.login(CurrentUser(record: user, id: id, tokenID: nil))
    }
}
