import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// `/api/v1/cycle/pauses`: times without predictions (pregnancy, postpartum, hormonal contraception).
enum PausesAPI {
    enum PauseKind: String, Codable {
        case pregnancy, postpartum, hormonalContraception, other
    }

    struct PauseInput: Content {
        var kind: PauseKind
        var start: LocalDate
        var end: LocalDate?
    }

    struct PauseOutput: Content {
        var id: UUID
        var kind: String
        var start: LocalDate
        var end: LocalDate?
    }

    @Sendable static func list(req: Request) async throws -> [PauseOutput] {
        let user = try await req.dataOwner(for: .cycle)
        return try await CycleQueries(req.db, userID: user.id).pauses().compactMap(output)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let pause = try decode(req)
        let record = try await CycleQueries(req.db, userID: user.id).save(pause)
        try await ReminderPlanner.cycleChanged(for: user, req)
        guard let body = output(record) else { throw APIError.notFound() }
        return try await body.encodeResponse(status: .created, for: req)
    }

    @Sendable static func update(req: Request) async throws -> PauseOutput {
        let user = try req.currentUser()
        let queries = CycleQueries(req.db, userID: user.id)
        guard let id = req.parameters.get("id", as: UUID.self), let record = try await queries.pause(id) else {
            throw APIError.notFound("This pause")
        }
        let saved = try await queries.save(try decode(req), into: record)
        try await ReminderPlanner.cycleChanged(for: user, req)
        guard let body = output(saved) else { throw APIError.notFound() }
        return body
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let record = try await CycleQueries(req.db, userID: user.id).pause(id)
        else { throw APIError.notFound("This pause") }
        try await record.delete(on: req.db)
        try await ReminderPlanner.cycleChanged(for: user, req)
        return .noContent
    }

    private static func decode(_ req: Request) throws -> PauseSpan {
        let body = try JSONBody.object(of: req, allowed: ["kind", "start", "end"])
        let input = try JSONCoding.decoder().decode(PauseInput.self, from: try JSONBody.data(body))
        if let end = input.end, end < input.start { throw APIError.invalid("end", "must not be before start") }
        return PauseSpan(kind: input.kind.rawValue, start: input.start, end: input.end)
    }

    private static func output(_ record: CyclePauseRecord) -> PauseOutput? {
        guard let id = record.id, let pause = record.pause else { return nil }
        return PauseOutput(id: id, kind: record.kind, start: pause.start, end: pause.end)
    }
}
