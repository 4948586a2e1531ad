import DaybookStore
import Vapor

/// The person a request acts for, and the API token it came with (nil for a web session).
struct CurrentUser: Authenticatable, SessionAuthenticatable {
    let record: UserRecord
    let id: UUID
    let tokenID: UUID?

    /// The session names the user and a fragment of the password hash, so that changing or resetting
    /// the password ends every other web session of the account.
    var sessionID: String { Self.sessionID(id: id, passwordHash: record.passwordHash) }

    static func sessionID(id: UUID, passwordHash: String) -> String {
        "\(id.uuidString).\(passwordHash.suffix(12))"
    }
}

extension Request {
    /// The logged-in user, or a 401.
    func currentUser() throws -> CurrentUser {
        guard let user = auth.get(CurrentUser.self) else { throw APIError.unauthorized }
        return user
    }
}
