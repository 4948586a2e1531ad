import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// Deletes one of the person's favourites; `find` looks it up among them (the caller knows which kind).
public struct DeleteFavourite: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction<Record: Model & Sendable>(for person: Person,
                                                          _ find: @escaping @Sendable (FavouriteQueries) async throws -> Record?)
        async throws where Record.IDValue == UUID {
        try await context.commit(person.id) { db in
            guard let record = try await find(FavouriteQueries(db, userID: person.id)) else {
                throw UseCaseError.notFound("This favourite")
            }
            let id = try record.requireID()
            try await record.delete(on: db)
            return ((), [Change(.deleted, .favourites, id: id)])
        }
    }
}
