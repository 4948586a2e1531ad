import Foundation

/// Deletes the account and everything in it (the caller re-checked the password). Grants the person
/// accepted from others go too; what they shared with others stops being readable.
public struct DeleteAccount: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ person: Person) async throws {
        try await context.commit(person.id) { db in
            try await db.users.delete(id: person.id)
            return ((), [])
        }
    }
}
