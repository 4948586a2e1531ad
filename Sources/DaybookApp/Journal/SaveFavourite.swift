import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// Saves a meal or an exercise as a favourite, for one-tap logging later. `save` stores the kind's
/// value through the person's favourites (the caller knows which kind).
public struct SaveFavourite: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction<Record: Model & Sendable>(for person: Person,
                                                          _ save: @escaping @Sendable (FavouriteQueries) async throws -> Record)
        async throws -> Record where Record.IDValue == UUID {
        try await context.commit(person.id) { db in
            let record = try await save(FavouriteQueries(db, userID: person.id))
            return (record, [Change(.created, .favourites, id: try record.requireID())])
        }
    }
}
