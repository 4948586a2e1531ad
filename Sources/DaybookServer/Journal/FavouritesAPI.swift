import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// What differs between the two kinds of favourites: their path, their JSON and the entry kind
/// they log. Everything else is `FavouritesAPI`.
protocol FavouriteKind: SendableMetatype {
    associatedtype Value: FavouriteValue & Codable
    associatedtype Logged: EntryEndpoint

    /// `/api/v1/favourites/{path}`.
    static var path: String { get }
    static var fields: Set<String> { get }
    static func entry(_ value: Value, at time: Date) -> Logged.Value
}

enum FavouriteMeals: FavouriteKind {
    typealias Logged = MealEndpoint
    static let path = "meals"
    static let fields: Set<String> = ["name", "carbs", "protein", "fat"]
    static func entry(_ value: FavouriteMeal, at time: Date) -> Meal { value.logged(at: time) }
}

enum FavouriteExercises: FavouriteKind {
    typealias Logged = ExerciseEndpoint
    static let path = "exercise"
    static let fields: Set<String> = ["name", "minutes", "intensity"]
    static func entry(_ value: FavouriteExercise, at time: Date) -> ExerciseSession { value.logged(at: time) }
}

/// Saved meals and exercises: list (alphabetical), save, delete, and log
/// again in one call, now or at a given time.
enum FavouritesAPI<K: FavouriteKind> {
    /// `POST …/{id}/log` body: when it happened (default: now).
    struct LogRequest: Content {
        var time: Date?
    }

    static func register(on routes: any RoutesBuilder) {
        let favourites = routes.grouped("favourites", PathComponent(stringLiteral: K.path))
        favourites.get(use: list)
        favourites.post(use: save)
        favourites.delete(":id", use: delete)
        favourites.post(":id", "log", use: log)
    }

    @Sendable static func list(req: Request) async throws -> [EntryOutput<K.Value>] {
        let user = try req.currentUser()
        return try await Favourites<K.Value>(req.useCases).all(of: user.person).map(output)
    }

    @Sendable static func save(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: K.fields)
        let value = try JSONCoding.decoder().decode(K.Value.self, from: try JSONBody.data(body))
        let favourite = try await SaveFavourite(req.useCases)(value, for: user.person)
        return try await output(favourite).encodeResponse(status: .created, for: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This favourite") }
        try await DeleteFavourite<K.Value>(req.useCases)(id, for: user.person)
        return .noContent
    }

    /// Logs the favourite as a new entry → 201 with the entry.
    @Sendable static func log(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let favourite = try await find(req, user: user).value
        var time = req.clock.now()
        if let buffer = req.body.data, buffer.readableBytes > 0 {
            _ = try JSONBody.object(of: req, allowed: ["time"])
            time = try req.content.decode(LogRequest.self).time ?? time
        }
        return try await logAgain(favourite, at: time, user: user, req: req).encodeResponse(status: .created, for: req)
    }

    /// The favourite as a new entry at `time`; the web's quick-log buttons come here too.
    static func logAgain(_ favourite: K.Value, at time: Date, user: CurrentUser, req: Request) async throws -> K.Logged.Output {
        let entry = try await LogEntry<K.Logged.Value>(req.useCases)(K.entry(favourite, at: time), for: user.person)
        return K.Logged.output(entry.value, id: entry.id, date: entry.date, preferences: user.account.preferences)
    }

    static func find(_ req: Request, user: CurrentUser) async throws -> Favourite<K.Value> {
        guard let id = req.parameters.get("id", as: UUID.self),
              let favourite = try await Favourites<K.Value>(req.useCases).find(id, of: user.person)
        else { throw APIError.notFound("This favourite") }
        return favourite
    }

    private static func output(_ favourite: Favourite<K.Value>) -> EntryOutput<K.Value> {
        EntryOutput(id: favourite.id, value: favourite.value)
    }
}
