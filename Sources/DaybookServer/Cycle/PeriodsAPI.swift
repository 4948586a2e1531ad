import DaybookApp
import DaybookCore
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
        let cycle = try await CycleView.load(try await req.dataOwner(for: .cycle).person, req.useCases)
        return cycle.periods.reversed().map(PeriodOutput.init)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let input = try decode(req)
        let period = try await EditPeriod(req.useCases)
            .create(Period(start: input.start, end: input.end), level: input.flow ?? .medium, for: try req.currentUser().person)
        return try await PeriodOutput(period).encodeResponse(status: .created, for: req)
    }

    /// `PUT /api/v1/cycle/periods/{start}`: new start and end for the period that began on `{start}`.
    @Sendable static func update(req: Request) async throws -> PeriodOutput {
        let input = try decode(req)
        let period = try await EditPeriod(req.useCases).change(
            startingOn: try start(req), to: Period(start: input.start, end: input.end), level: input.flow ?? .medium,
            for: try req.currentUser().person)
        return PeriodOutput(period)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        try await EditPeriod(req.useCases).delete(startingOn: try start(req), for: try req.currentUser().person)
        return .noContent
    }

    private static func decode(_ req: Request) throws -> PeriodInput {
        let body = try JSONBody.object(of: req, allowed: ["start", "end", "flow"])
        return try JSONCoding.decoder().decode(PeriodInput.self, from: try JSONBody.data(body))
    }

    private static func start(_ req: Request) throws -> LocalDate {
        try LocalDate(parsing: req.parameters.get("start") ?? "", field: "start")
    }
}
