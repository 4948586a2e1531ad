import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// Favourite meals and exercises on the web: saved from a log form, logged again with one tap.
enum WebFavourites {
    static func canSave(_ kind: String) -> Bool { kind == FavouriteMeals.path || kind == FavouriteExercises.path }

    static func buttons(_ kind: String, user: CurrentUser, req: Request) async throws -> [FavouriteButton] {
        let queries = FavouriteQueries(req.db, userID: user.id)
        switch kind {
        case FavouriteMeals.path:
            return try await queries.meals().map { .init(action: "/log/favourites/meals/\(try $0.requireID())", label: try $0.value().name) }
        case FavouriteExercises.path:
            return try await queries.exercises().map { .init(action: "/log/favourites/exercise/\(try $0.requireID())", label: try $0.value().name) }
        default:
            return []
        }
    }

    /// Saves what was just logged as a favourite (without its time).
    static func save(_ kind: String, from entry: [String: Any], user: CurrentUser, req: Request) async throws {
        var body = entry
        body.removeValue(forKey: "time")
        let json = try JSONBody.data(body)
        let save = SaveFavourite(req.useCases)
        switch kind {
        case FavouriteMeals.path:
            let meal = try JSONCoding.decoder().decode(FavouriteMeal.self, from: json)
            _ = try await save(for: user.person) { try await $0.save(meal) }
        case FavouriteExercises.path:
            let exercise = try JSONCoding.decoder().decode(FavouriteExercise.self, from: json)
            _ = try await save(for: user.person) { try await $0.save(exercise) }
        default: break
        }
    }

    /// Logs a favourite now; false when it is not the person's.
    static func logAgain(_ kind: String, id: UUID, user: CurrentUser, req: Request) async throws -> Bool {
        let queries = FavouriteQueries(req.db, userID: user.id)
        let now = req.clock.now()
        switch kind {
        case FavouriteMeals.path:
            guard let record = try await queries.meal(id) else { return false }
            _ = try await LogEntry<MealRecord>(req.useCases)(try record.value().logged(at: now), for: user.person)
        case FavouriteExercises.path:
            guard let record = try await queries.exercise(id) else { return false }
            _ = try await LogEntry<ExerciseSessionRecord>(req.useCases)(try record.value().logged(at: now), for: user.person)
        default:
            return false
        }
        return true
    }
}
