import Foundation

/// Looking accounts up: by id (a session, a token), by email (a log-in), or all of them (the
/// command line's list).
public struct Accounts: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func find(id: UUID) async throws -> Account? {
        try await context.db.users.find(id: id)
    }

    /// The account of this (already normalised) email.
    public func find(email: String) async throws -> Account? {
        try await context.db.users.find(email: email)
    }

    /// Every account, by email.
    public func all() async throws -> [Account] {
        try await context.db.users.all()
    }
}
