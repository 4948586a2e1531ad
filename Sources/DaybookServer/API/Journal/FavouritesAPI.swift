import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// Saved meals and exercises (seed 002 Favourites): list, save, delete, and log again in one call.
enum FavouritesAPI {
    struct FavouriteMealDTO: Content {
        var id: UUID
        var name: String
        var carbs: Double
        var protein: Double
        var fat: Double
    }

    struct FavouriteExerciseDTO: Content {
        var id: UUID
        var name: String
        var minutes: Double
        var intensity: ExerciseIntensity
    }

    /// `POST …/{id}/log` body: when it happened (default: now).
    struct LogRequest: Content {
        var time: Date?
    }

    static func register(on routes: any RoutesBuilder) {
        let meals = routes.grouped("favourites", "meals")
        meals.get(use: listMeals)
        meals.post(use: saveMeal)
        meals.delete(":id", use: deleteMeal)
        meals.post(":id", "log", use: logMeal)
        let exercise = routes.grouped("favourites", "exercise")
        exercise.get(use: listExercises)
        exercise.post(use: saveExercise)
        exercise.delete(":id", use: deleteExercise)
        exercise.post(":id", "log", use: logExercise)
    }

    @Sendable static func listMeals(req: Request) async throws -> [FavouriteMealDTO] {
        let user = try req.currentUser()
        return try await FavouriteQueries(req.db, userID: user.id).meals().map(dto)
    }

    @Sendable static func saveMeal(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: ["name", "carbs", "protein", "fat"])
        let meal = try JSONCoding.decoder().decode(FavouriteMeal.self, from: try JSONBody.data(body))
        let record = try await FavouriteQueries(req.db, userID: user.id).save(meal)
        await req.liveEvents.publish(.init(change: .created, kind: "favourites", id: record.id), to: user.id)
        return try await dto(record).encodeResponse(status: .created, for: req)
    }

    @Sendable static func deleteMeal(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let record = try await FavouriteQueries(req.db, userID: user.id).meal(id)
        else { throw APIError.notFound("This favourite") }
        try await record.delete(on: req.db)
        await req.liveEvents.publish(.init(change: .deleted, kind: "favourites", id: id), to: user.id)
        return .noContent
    }

    /// Logs the favourite as a meal now (or at `time`) → 201 with the new meal.
    @Sendable static func logMeal(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let favourite = try await FavouriteQueries(req.db, userID: user.id).meal(id)
        else { throw APIError.notFound("This favourite") }
        let time = try logTime(req)
        return try await logged(MealEndpoint.self, try favourite.value().logged(at: time), user: user, req: req)
    }

    @Sendable static func listExercises(req: Request) async throws -> [FavouriteExerciseDTO] {
        let user = try req.currentUser()
        return try await FavouriteQueries(req.db, userID: user.id).exercises().map(dto)
    }

    @Sendable static func saveExercise(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: ["name", "minutes", "intensity"])
        let exercise = try JSONCoding.decoder().decode(FavouriteExercise.self, from: try JSONBody.data(body))
        let record = try await FavouriteQueries(req.db, userID: user.id).save(exercise)
        await req.liveEvents.publish(.init(change: .created, kind: "favourites", id: record.id), to: user.id)
        return try await dto(record).encodeResponse(status: .created, for: req)
    }

    @Sendable static func deleteExercise(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let record = try await FavouriteQueries(req.db, userID: user.id).exercise(id)
        else { throw APIError.notFound("This favourite") }
        try await record.delete(on: req.db)
        await req.liveEvents.publish(.init(change: .deleted, kind: "favourites", id: id), to: user.id)
        return .noContent
    }

    @Sendable static func logExercise(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let favourite = try await FavouriteQueries(req.db, userID: user.id).exercise(id)
        else { throw APIError.notFound("This favourite") }
        let time = try logTime(req)
        return try await logged(ExerciseEndpoint.self, try favourite.value().logged(at: time), user: user, req: req)
    }

    // MARK: Helpers

    private static func logTime(_ req: Request) throws -> Date {
        guard let buffer = req.body.data, buffer.readableBytes > 0 else { return req.clock.now() }
        _ = try JSONBody.object(of: req, allowed: ["time"])
        return try req.content.decode(LogRequest.self).time ?? req.clock.now()
    }

    private static func logged<E: EntryEndpoint>(_: E.Type, _ value: E.Record.Value, user: CurrentUser, req: Request) async throws -> Response {
        let preferences = user.record.preferences
        let date = LocalDate(value.time, in: preferences.zone)
        let record = try await EntryQueries<E.Record>(req.db, userID: user.id).create(value, date: date)
        let id = try record.requireID()
        await req.liveEvents.publish(.init(change: .created, kind: E.Record.kind.rawValue, id: id, date: date), to: user.id)
        return try await E.output(value, id: id, date: date, preferences: preferences).encodeResponse(status: .created, for: req)
    }

    private static func dto(_ record: FavouriteMealRecord) throws -> FavouriteMealDTO {
        FavouriteMealDTO(id: try record.requireID(), name: record.name, carbs: record.carbs, protein: record.protein, fat: record.fat)
    }

    private static func dto(_ record: FavouriteExerciseRecord) throws -> FavouriteExerciseDTO {
        FavouriteExerciseDTO(id: try record.requireID(), name: record.name, minutes: record.minutes,
                             intensity: ExerciseIntensity(rawValue: record.intensity) ?? .medium)
    }
}
