import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentFavouriteMeals: FavouriteRows {
    let db: any Database
    let queries: FavouriteQueries

    func all() async throws -> [Favourite<FavouriteMeal>] { try await queries.meals().map(Favourite.init) }
    func find(_ id: UUID) async throws -> Favourite<FavouriteMeal>? { try await queries.meal(id).map(Favourite.init) }
    func save(_ value: FavouriteMeal) async throws -> Favourite<FavouriteMeal> { try Favourite(try await queries.save(value)) }

    func delete(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.meal(id) else { return false }
        try await record.delete(on: db)
        return true
    }
}

struct FluentFavouriteExercises: FavouriteRows {
    let db: any Database
    let queries: FavouriteQueries

    func all() async throws -> [Favourite<FavouriteExercise>] { try await queries.exercises().map(Favourite.init) }
    func find(_ id: UUID) async throws -> Favourite<FavouriteExercise>? { try await queries.exercise(id).map(Favourite.init) }
    func save(_ value: FavouriteExercise) async throws -> Favourite<FavouriteExercise> { try Favourite(try await queries.save(value)) }

    func delete(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.exercise(id) else { return false }
        try await record.delete(on: db)
        return true
    }
}

extension Favourite where Value == FavouriteMeal {
    init(_ record: FavouriteMealRecord) throws {
        self.init(id: try record.requireID(), value: try record.value())
    }
}

extension Favourite where Value == FavouriteExercise {
    init(_ record: FavouriteExerciseRecord) throws {
        self.init(id: try record.requireID(), value: try record.value())
    }
}
