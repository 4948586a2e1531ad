import DaybookCore
import Foundation

/// A person's favourites of one kind, as the favourites API, the log page and the home page's
/// quick-log buttons read them.
public struct Favourites<Value: FavouriteValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Alphabetical.
    public func all(of person: Person) async throws -> [Favourite<Value>] {
        try await Value.rows(in: context.db, of: person.id).all()
    }

    /// Nil when the person has no such favourite.
    public func find(_ id: UUID, of person: Person) async throws -> Favourite<Value>? {
        try await Value.rows(in: context.db, of: person.id).find(id)
    }
}
