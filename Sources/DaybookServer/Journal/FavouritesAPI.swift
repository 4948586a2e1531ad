import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Vapor

/// What differs between the two kinds of favourites: their table, their JSON and the
/// entry kind they log. Everything else is `FavouritesAPI`.
protocol FavouriteKind: SendableMetatype {
    associatedtype Record: Model & Sendable where Record.IDValue == UUID
    associatedtype Value: Codable & Sendable
    associatedtype Logged: EntryEndpoint

    /// `/api/v1/favourites/{path}`.
    static var path: String { get }
    static var fields: Set<String> { get }
    static func all(_ queries: FavouriteQueries) async throws -> [Record]
    static func find(_ id: UUID, _ queries: FavouriteQueries) async throws -> Record?
    static func save(_ value: Value, _ queries: FavouriteQueries) async throws -> Record
    static func value(of record: Record) throws -> Value
    static func entry(_ value: Value, at time: Date) -> Logged.Record.Value
    static func id(of record: Record) throws -> UUID
}

enum FavouriteMeals: FavouriteKind {
    typealias Logged = MealEndpoint
    static let path = "meals"
    static let fields: Set<String> = ["name", "carbs", "protein", "fat"]
    static func all(_ queries: FavouriteQueries) async throws -> [FavouriteMealRecord] { try await queries.meals() }
    static func find(_ id: UUID, _ queries: FavouriteQueries) async throws -> FavouriteMealRecord? { try await queries.meal(id) }
    static func save(_ value: FavouriteMeal, _ queries: FavouriteQueries) async throws -> FavouriteMealRecord { try await queries.save(value) }
    static func value(of record: FavouriteMealRecord) throws -> FavouriteMeal { try record.value() }
    static func entry(_ value: FavouriteMeal, at time: Date) -> Meal { value.logged(at: time) }
    static func id(of record: FavouriteMealRecord) throws -> UUID { try record.requireID() }
}

enum FavouriteExercises: FavouriteKind {
    typealias Logged = ExerciseEndpoint
    static let path = "exercise"
    static let fields: Set<String> = ["name", "minutes", "intensity"]
    static func all(_ queries: FavouriteQueries) async throws -> [FavouriteExerciseRecord] { try await queries.exercises() }
    static func find(_ id: UUID, _ queries: FavouriteQueries) async throws -> FavouriteExerciseRecord? { try await queries.exercise(id) }
    static func save(_ value: FavouriteExercise, _ queries: FavouriteQueries) async throws -> FavouriteExerciseRecord { try await queries.save(value) }
    static func value(of record: FavouriteExerciseRecord) throws -> FavouriteExercise { try record.value() }
    static func entry(_ value: FavouriteExercise, at time: Date) -> ExerciseSession { value.logged(at: time) }
    static func id(of record: FavouriteExerciseRecord) throws -> UUID { try record.requireID() }
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
        return try await K.all(FavouriteQueries(req.db, userID: user.id)).map(output)
    }

    @Sendable static func save(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: K.fields)
        let value = try JSONCoding.decoder().decode(K.Value.self, from: try JSONBody.data(body))
        let record = try await SaveFavourite(req.useCases)(for: user.person) { try await K.save(value, $0) }
        return try await output(record).encodeResponse(status: .created, for: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This favourite") }
        try await DeleteFavourite(req.useCases)(for: user.person) { try await K.find(id, $0) }
        return .noContent
    }

    /// Logs the favourite as a new entry → 201 with the entry.
    @Sendable static func log(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let favourite = try K.value(of: try await find(req, user: user))
        var time = req.clock.now()
        if let buffer = req.body.data, buffer.readableBytes > 0 {
            _ = try JSONBody.object(of: req, allowed: ["time"])
            time = try req.content.decode(LogRequest.self).time ?? time
        }
        return try await logAgain(favourite, at: time, user: user, req: req).encodeResponse(status: .created, for: req)
    }

    /// The favourite as a new entry at `time`; the web's quick-log buttons come here too.
    static func logAgain(_ favourite: K.Value, at time: Date, user: CurrentUser, req: Request) async throws -> K.Logged.Output {
        let entry = try await LogEntry<K.Logged.Record>(req.useCases)(K.entry(favourite, at: time), for: user.person)
        return K.Logged.output(entry.value, id: entry.id, date: entry.date, preferences: user.account.preferences)
    }

    static func find(_ req: Request, user: CurrentUser) async throws -> K.Record {
        guard let id = req.parameters.get("id", as: UUID.self),
              let record = try await K.find(id, FavouriteQueries(req.db, userID: user.id))
        else { throw APIError.notFound("This favourite") }
        return record
    }

    private static func output(_ record: K.Record) throws -> EntryOutput<K.Value> {
        EntryOutput(id: try K.id(of: record), value: try K.value(of: record))
    }
}
