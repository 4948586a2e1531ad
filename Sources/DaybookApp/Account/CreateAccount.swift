import DaybookCore
import Foundation

/// A new account with its checked profile. The caller has checked the email, the password and the
/// profile, and hashed the password (a deliberately slow hash, on the server's worker threads). A taken
/// email is `UseCaseError.duplicate("email")`.
public struct CreateAccount: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(email: String, passwordHash: String, preferences: Preferences) async throws -> Account {
        let db = context.db
        // Through the write discipline like every other write: sign-ups at once must not find SQLite locked.
        return try await context.serialized {
            try await db.users.create(email: email, passwordHash: passwordHash, preferences: preferences)
        }
    }
}
