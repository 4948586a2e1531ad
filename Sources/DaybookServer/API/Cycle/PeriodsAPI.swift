import DaybookCore
import DaybookStore
import Fluent
import Foundation
import Vapor

/// `/api/v1/cycle/periods`: the period history, and entering or editing a period's dates.
/// An edit changes the days' logged flow, so the calendar, the day pages and the predictions agree.
enum PeriodsAPI {
    struct PeriodInput: Content {
        var start: LocalDate
        var end: LocalDate?
        /// The flow for days that had none (default MEDIUM).
        var flow: FlowLevel?
    }

    struct PeriodOutput: Content {
        var start: LocalDate
        var end: LocalDate?
        var length: Int?
        var source: PeriodSource

        init(_ period: Period) {
            start = period.start
            end = period.end
            length = period.length
            source = period.source
        }
    }

    /// Newest first.
    @Sendable static func list(req: Request) async throws -> [PeriodOutput] {
        let context = try await CycleContext.load(req, user: try await req.dataOwner(for: .cycle))
        return context.periods.reversed().map(PeriodOutput.init)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let input = try decode(req)
        let context = try await CycleContext.load(req, user: user)
        let period = Period(start: input.start, end: input.end)
        try PeriodEdit.validate(period, today: context.today)
        try await apply(PeriodEdit.flowChanges(old: nil, new: period, flow: context.flow, level: input.flow ?? .medium), req: req, user: user)
        return try await stored(period, req: req, user: user).encodeResponse(status: .created, for: req)
    }

    /// `PUT /api/v1/cycle/periods/{start}`: new start and end for the period that began on `{start}`.
    @Sendable static func update(req: Request) async throws -> PeriodOutput {
        let user = try req.currentUser()
        let input = try decode(req)
        let context = try await CycleContext.load(req, user: user)
        let old = try existing(req, in: context)
        let period = Period(start: input.start, end: input.end)
        try PeriodEdit.validate(period, today: context.today)
        try await forgetOnboarding(old, user: user, req: req)
        try await apply(PeriodEdit.flowChanges(old: old, new: period, flow: context.flow, level: input.flow ?? .medium), req: req, user: user)
        return try await stored(period, req: req, user: user)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        let context = try await CycleContext.load(req, user: user)
        let old = try existing(req, in: context)
        try await forgetOnboarding(old, user: user, req: req)
        try await apply(PeriodEdit.flowChanges(old: old, new: nil, flow: context.flow), req: req, user: user)
        return .noContent
    }

    /// The period as the history now shows it (an entered period may join a neighbour).
    private static func stored(_ period: Period, req: Request, user: CurrentUser) async throws -> PeriodOutput {
        let history = try await CycleContext.load(req, user: user).periods
        return PeriodOutput(history.first { $0.contains(period.start) } ?? period)
    }

    /// Editing or deleting the period entered at onboarding replaces it with logged days.
    private static func forgetOnboarding(_ period: Period, user: CurrentUser, req: Request) async throws {
        guard period.source == .onboarding else { return }
        var preferences = user.record.preferences
        preferences.initialPeriodStart = nil
        user.record.preferences = preferences
        try await UserQueries(req.db).save(user.record)
    }

    private static func decode(_ req: Request) throws -> PeriodInput {
        let body = try JSONBody.object(of: req, allowed: ["start", "end", "flow"])
        return try JSONCoding.decoder().decode(PeriodInput.self, from: try JSONBody.data(body))
    }

    private static func existing(_ req: Request, in context: CycleContext) throws -> Period {
        let start = try LocalDate(parsing: req.parameters.get("start") ?? "", field: "start")
        guard let period = context.periods.first(where: { $0.start == start }) else {
            throw APIError.notFound("No period starts on \(start); it")
        }
        return period
    }

    /// Writes the flow changes in one transaction: all days change, or none.
    private static func apply(_ changes: [LocalDate: FlowLevel?], req: Request, user: CurrentUser) async throws {
        try await req.db.transaction { db in
            let days = DayQueries(db, userID: user.id)
            for (date, level) in changes {
                let current = try await days.symptoms(on: date)?.value()
                var patch = SymptomsPatch()
                patch.flow = level.map { .set($0) } ?? .cleared
                let next = try (current ?? Symptoms()).applying(patch)
                if next.isEmpty {
                    _ = try await days.deleteSymptoms(on: date)
                } else {
                    try await days.saveSymptoms(next, on: date)
                }
            }
        }
        try await ReminderPlanner.cycleChanged(for: user, req)
        for date in changes.keys.sorted() {
            await req.liveEvents.publish(.init(change: .updated, kind: JournalKind.symptoms.rawValue, date: date), to: user.id)
        }
    }
}
