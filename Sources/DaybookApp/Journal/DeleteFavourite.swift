import DaybookCore
import Foundation

/// Deletes one of the person's favourites of one kind.
public struct DeleteFavourite<Value: FavouriteValue>: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await Value.rows(in: db, of: person.id).delete(id) else {
                throw UseCaseError.notFound("This favourite")
            }
            return ((), [Change(.deleted, .favourites, id: id)])
        }
    }
}
