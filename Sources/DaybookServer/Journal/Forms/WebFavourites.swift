import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Favourite meals and exercises on the web: saved from a log form, logged again with one tap.
enum WebFavourites {
    static func canSave(_ kind: String) -> Bool { kind == FavouriteMeals.path || kind == FavouriteExercises.path }

    static func buttons(_ kind: String, user: CurrentUser, req: Request) async throws -> [FavouriteButton] {
        switch kind {
        case FavouriteMeals.path:
            return try await Favourites<FavouriteMeal>(req.useCases).all(of: user.person)
                .map { .init(action: "/log/favourites/meals/\($0.id)", label: $0.value.name) }
        case FavouriteExercises.path:
            return try await Favourites<FavouriteExercise>(req.useCases).all(of: user.person)
                .map { .init(action: "/log/favourites/exercise/\($0.id)", label: $0.value.name) }
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
            _ = try await save(meal, for: user.person)
        case FavouriteExercises.path:
            let exercise = try JSONCoding.decoder().decode(FavouriteExercise.self, from: json)
            _ = try await save(exercise, for: user.person)
        default: break
        }
    }

    /// Logs a favourite now; false when it is not the person's.
    static func logAgain(_ kind: String, id: UUID, user: CurrentUser, req: Request) async throws -> Bool {
        let now = req.clock.now()
        switch kind {
        case FavouriteMeals.path:
            guard let favourite = try await Favourites<FavouriteMeal>(req.useCases).find(id, of: user.person) else { return false }
            _ = try await LogEntry<Meal>(req.useCases)(favourite.value.logged(at: now), for: user.person)
        case FavouriteExercises.path:
            guard let favourite = try await Favourites<FavouriteExercise>(req.useCases).find(id, of: user.person) else { return false }
            _ = try await LogEntry<ExerciseSession>(req.useCases)(favourite.value.logged(at: now), for: user.person)
        default:
            return false
        }
        return true
    }
}
