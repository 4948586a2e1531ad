import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `/api/v1/days/{date}`: a whole day, and its once-a-day records (symptoms, metrics).
enum DaysAPI {
    static let symptomFields: Set<String> = ["flow", "mood", "sleep", "cramps", "exercise", "notes"]
    static let metricFields: Set<String> = ["sleep", "activity", "work", "diet"]

    /// A grantee (`?owner=`) sees only the granted parts of the day.
    @Sendable static func show(req: Request) async throws -> Response {
        let reader = try await req.dataReader()
        let date = try req.dayParameter()
        return try await req.keptAnswer(of: reader) {
            let day = try await DayView.load(date, of: reader.owner.person, categories: reader.categories, req.useCases)
            return try DayJSON.data(DayDTO(day, preferences: reader.owner.account.preferences))
        }
    }

    // MARK: Symptoms

    /// Flow is shown with a `cycle` grant, the other fields with a `symptoms` grant.
    @Sendable static func symptoms(req: Request) async throws -> EntryOutput<Symptoms> {
        let reader = try await req.dataReader()
        let date = try req.dayParameter()
        guard let symptoms = try await DailyLogs(req.useCases).symptoms(on: date, of: reader.owner.person)?
            .visible(to: reader.categories)
        else {
            throw APIError.notFound("No symptoms were logged on this day; it")
        }
        return EntryOutput(date: date, value: symptoms)
    }

    /// PUT replaces the day's symptoms with the body.
    @Sendable static func replaceSymptoms(req: Request) async throws -> EntryOutput<Symptoms> {
        let date = try req.dayParameter()
        let body = try JSONBody.object(of: req, allowed: symptomFields)
        let symptoms = try JSONCoding.decoder().decode(Symptoms.self, from: try JSONBody.data(body))
        return try await store(symptoms, on: date, req: req)
    }

    /// PATCH changes only the fields given; `null` clears one.
    @Sendable static func patchSymptoms(req: Request) async throws -> EntryOutput<Symptoms> {
        let user = try req.currentUser()
        let date = try req.dayParameter()
        let body = try JSONBody.object(of: req, allowed: symptomFields)
        let patch = try JSONCoding.decoder().decode(SymptomsPatch.self, from: try JSONBody.data(body))
        return EntryOutput(date: date, value: try await SetSymptoms(req.useCases)(patch, on: date, for: user.person))
    }

    @Sendable static func deleteSymptoms(req: Request) async throws -> HTTPStatus {
        try await DeleteSymptoms(req.useCases)(on: try req.dayParameter(), for: try req.currentUser().person)
        return .noContent
    }

    private static func store(_ symptoms: Symptoms, on date: LocalDate, req: Request) async throws -> EntryOutput<Symptoms> {
        EntryOutput(date: date, value: try await SetSymptoms(req.useCases)(symptoms, on: date, for: try req.currentUser().person))
    }

    // MARK: Metrics

    @Sendable static func metrics(req: Request) async throws -> EntryOutput<DailyMetrics> {
        let user = try await req.dataOwner(for: .stress)
        let date = try req.dayParameter()
        guard let metrics = try await DailyLogs(req.useCases).metrics(on: date, of: user.person) else {
            throw APIError.notFound("No metrics were logged on this day; it")
        }
        return EntryOutput(date: date, value: metrics)
    }

    @Sendable static func replaceMetrics(req: Request) async throws -> EntryOutput<DailyMetrics> {
        let user = try req.currentUser()
        let date = try req.dayParameter()
        let body = try JSONBody.object(of: req, allowed: metricFields)
        let metrics = try JSONCoding.decoder().decode(DailyMetrics.self, from: try JSONBody.data(body))
        try await SetMetrics(req.useCases)(metrics, on: date, for: user.person)
        return EntryOutput(date: date, value: metrics)
    }

    @Sendable static func deleteMetrics(req: Request) async throws -> HTTPStatus {
        try await DeleteMetrics(req.useCases)(on: try req.dayParameter(), for: try req.currentUser().person)
        return .noContent
    }
}
