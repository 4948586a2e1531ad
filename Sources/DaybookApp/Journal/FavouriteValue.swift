import DaybookCore
import DaybookStore
import FluentKit
import Foundation

/// A core value kept as a favourite (a meal, an exercise) for one-tap logging. Use cases and read
/// models are generic over it, so the layers above never name the table that holds it.
public protocol FavouriteValue: Sendable {
    /// Where the store keeps favourites of this kind; only the application layer looks inside.
    static var shelf: FavouriteShelf<Self> { get }
}

/// The table of one kind of favourite, as the application layer reaches it; opaque above it.
public struct FavouriteShelf<Value: FavouriteValue>: Sendable {
    /// Alphabetical.
    let all: @Sendable (FavouriteQueries) async throws -> [Favourite<Value>]
    let find: @Sendable (UUID, FavouriteQueries) async throws -> Favourite<Value>?
    let save: @Sendable (Value, FavouriteQueries) async throws -> Favourite<Value>
    /// False when the person has no favourite of this kind with this id.
    let delete: @Sendable (UUID, FavouriteQueries, any Database) async throws -> Bool
}

extension FavouriteMeal: FavouriteValue {
    public static var shelf: FavouriteShelf<FavouriteMeal> {
        FavouriteShelf(
            all: { try await $0.meals().map(Favourite.init) },
            find: { id, queries in try await queries.meal(id).map(Favourite.init) },
            save: { meal, queries in try Favourite(try await queries.save(meal)) },
            delete: { id, queries, db in
                guard let record = try await queries.meal(id) else { return false }
                try await record.delete(on: db)
                return true
            })
    }
}

extension FavouriteExercise: FavouriteValue {
    public static var shelf: FavouriteShelf<FavouriteExercise> {
        FavouriteShelf(
            all: { try await $0.exercises().map(Favourite.init) },
            find: { id, queries in try await queries.exercise(id).map(Favourite.init) },
            save: { exercise, queries in try Favourite(try await queries.save(exercise)) },
            delete: { id, queries, db in
                guard let record = try await queries.exercise(id) else { return false }
                try await record.delete(on: db)
                return true
            })
    }
}
