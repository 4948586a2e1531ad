import DaybookCore
import Foundation

/// Saves a meal or an exercise as a favourite, for one-tap logging later.
public struct SaveFavourite: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction<Value: FavouriteValue>(_ value: Value, for person: Person) async throws -> Favourite<Value> {
        return try await context.commit(person.id) { db in
            let favourite = try await Value.rows(in: db, of: person.id).save(value)
            return (favourite, [Change(.created, .favourites, id: favourite.id)])
        }
    }
}
