import DaybookApp
import DaybookCore
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
        return try await CyclePauses(req.useCases).all(of: user.person).map(output)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let pause = try await EditPause(req.useCases).create(try decode(req), for: try req.currentUser().person)
        return try await output(pause).encodeResponse(status: .created, for: req)
    }

    @Sendable static func update(req: Request) async throws -> PauseOutput {
        let user = try req.currentUser()
        let id = try await find(req, user: user)
        return output(try await EditPause(req.useCases).change(id, to: try decode(req), for: user.person))
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try await EditPause(req.useCases).delete(try await find(req, user: user), for: user.person)
        return .noContent
    }

    /// The id of the caller's own pause to change. One they may only read through a `cycle` grant is a 403.
    private static func find(_ req: Request, user: CurrentUser) async throws -> UUID {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This pause") }
        let pauses = CyclePauses(req.useCases)
        if try await pauses.contains(id, of: user.person) { return id }
        if let ownerID = try await pauses.owner(of: id), ownerID != user.id,
           try await req.grantedOwner(ownerID, for: .cycle) != nil {
            throw APIError.forbidden
        }
        throw APIError.notFound("This pause")
    }

    private static func decode(_ req: Request) throws -> PauseSpan {
        let body = try JSONBody.object(of: req, allowed: ["kind", "start", "end"])
        let input = try JSONCoding.decoder().decode(PauseInput.self, from: try JSONBody.data(body))
        if let end = input.end, end < input.start { throw APIError.invalid("end", .notBeforeStart) }
        return PauseSpan(kind: input.kind.rawValue, start: input.start, end: input.end)
    }

    private static func output(_ pause: StoredPause) -> PauseOutput {
        PauseOutput(id: pause.id, kind: pause.kind, start: pause.span.start, end: pause.span.end)
    }
}
