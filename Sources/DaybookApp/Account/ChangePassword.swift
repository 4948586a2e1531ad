import Foundation

/// A new password (already checked against the rules and hashed by the caller, who also re-checked the
/// current one). Every access token but `keeping` stops working: whoever knew the old password may
/// have made one.
public struct ChangePassword: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The account as stored afterwards.
    @discardableResult
    public func callAsFunction(newPasswordHash: String, for person: Person, keepingToken keeping: UUID? = nil) async throws -> Account {
        try await context.commit(person.id) { db in
            let users = db.users
            guard var account = try await users.find(id: person.id) else { throw UseCaseError.notFound("This account") }
            account.passwordHash = newPasswordHash
            try await users.save(account)
            try await db.accessTokens.deleteAll(userID: person.id, keeping: keeping)
            return (account, [])
        }
    }
}
