import DaybookCore
import Foundation

/// The grants a person made and the grants made to them: what the sharing page and the shares API
/// list.
public struct Shares: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The person's own grants, accepted or waiting.
    public func outgoing(of person: Person) async throws -> [Share] {
        try await context.db.shares(of: person.id).list()
    }

    /// One of the person's own grants; nil when they made none with this id.
    public func outgoing(_ id: UUID, of person: Person) async throws -> Share? {
        try await context.db.shares(of: person.id).find(id)
    }

    /// The grants the person accepted, oldest first, each with its owner (one whose owner is gone is left out).
    public func incoming(to person: Person) async throws -> [IncomingShare] {
        try await context.db.incomingShares(of: person.id).list()
    }
}
