import DaybookCore
import Foundation

/// A person's pauses as stored, with their ids and kinds: what the pauses API lists and checks
/// before a change.
public struct CyclePauses: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Every pause whose dates read back; one that does not is left out rather than failing the list.
    public func all(of person: Person) async throws -> [StoredPause] {
        try await context.db.cycle(of: person.id).pauses()
    }

    /// Whether the person has a pause with this id.
    public func contains(_ id: UUID, of person: Person) async throws -> Bool {
        try await context.db.cycle(of: person.id).pause(id) != nil
    }

    /// Whose pause `id` is, to tell a grantee's attempt to change it (403) from an unknown id (404).
    public func owner(of id: UUID) async throws -> UUID? {
        try await context.db.owner(ofPause: id)
    }
}
