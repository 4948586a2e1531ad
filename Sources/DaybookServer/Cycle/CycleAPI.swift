import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `/api/v1/cycle/stats`, `/predictions`, `/alerts`: the cycle engine's answers.
enum CycleAPI {
    @Sendable static func stats(req: Request) async throws -> Response {
        try Response.json(try await CycleView.load(try await req.dataOwner(for: .cycle).person, req.useCases).statistics)
    }

    /// Next period with its 80% interval, the next six cycles, ovulation and fertile window (with the
    /// method), and the backtest grade of the method on the person's own history.
    /// With the signs read: after a confirmed ovulation the next start comes from it.
    @Sendable static func predictions(req: Request) async throws -> Response {
        let person = try await req.dataOwner(for: .cycle).person
        return try Response.json(try await FertilityView.load(person, around: person.day(of: req.clock.now()), req.useCases).report)
    }

    @Sendable static func alerts(req: Request) async throws -> Response {
        try Response.json(try await CycleView.load(try await req.dataOwner(for: .cycle).person, req.useCases).deviations)
    }
}
