import DaybookApp
import Vapor

/// The person a request acts for, and the API token it came with (nil for a web session).
struct CurrentUser: Authenticatable, SessionAuthenticatable {
    var account: Account
    let tokenID: UUID?

    var id: UUID { account.id }

    /// The session names the user, a fragment of the password hash and the account's session epoch, so
    /// that changing or resetting the password, or turning two-factor log-in on, ends every other web
    /// session of the account.
    var sessionID: String { Self.sessionID(id: id, passwordHash: account.passwordHash, epoch: account.sessionEpoch) }

    static func sessionID(id: UUID, passwordHash: String, epoch: Int) -> String {
        let id = "\(id.uuidString).\(passwordHash.suffix(12))"
        // The first epoch adds nothing: sessions signed in before epochs existed stay signed in.
        return epoch == 0 ? id : "\(id).\(epoch)"
    }
}

extension Request {
    /// The logged-in user, or a 401.
    func currentUser() throws -> CurrentUser {
        guard let user = auth.get(CurrentUser.self) else { throw APIError.unauthorized }
        return user
    }

    /// After a change of the logged-in account: what the rest of the request (the page it renders, the
    /// session it stores as it leaves) sees.
    func accountChanged(_ change: (inout Account) -> Void) throws {
        var user = try currentUser()
        change(&user.account)
        auth.login(user)
    }
}
