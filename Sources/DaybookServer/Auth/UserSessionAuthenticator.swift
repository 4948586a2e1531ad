import DaybookApp
import Vapor

/// Restores the web session's user from the session stored in the database.
struct UserSessionAuthenticator: AsyncSessionAuthenticator {
    typealias User = CurrentUser

    func authenticate(sessionID: String, for request: Request) async throws {
        if let user = try await Self.user(sessionID: sessionID, for: request) { request.auth.login(user) }
    }

    /// The session's person, when the session still belongs to them (a changed password, or two-factor
    /// log-in turned on since, ends it).
    static func user(sessionID: String, for request: Request) async throws -> CurrentUser? {
        guard let id = UUID(uuidString: String(sessionID.prefix { $0 != "." })),
              let account = try await Accounts(request.useCases).find(id: id),
              CurrentUser.sessionID(id: id, passwordHash: account.passwordHash, epoch: account.sessionEpoch) == sessionID
        else { return nil }
        return CurrentUser(account: account, tokenID: nil)
    }

    /// The person of the request's web session, without logging them in: for pages met outside the
    /// routes that authenticate (an address that does not exist), which only need their language.
    static func sessionUser(of request: Request) async -> CurrentUser? {
        guard request.hasSession, let sessionID = request.session.authenticated(CurrentUser.self) else { return nil }
        return try? await user(sessionID: sessionID, for: request)
    }
}
