import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Timeline runs: start one, follow it (here and over `/api/v1/events`), cancel it
/// with a confirmation. The scheduler shows the events and removes the run when it ends.
enum RunsAPI {
    struct StartRequest: Decodable {
        var named: String
        /// Run time in seconds, 10 s … 7 days.
        var totalTime: Double
        /// The language of the run's notifications; default: yours.
        var language: Language?
    }

    @Sendable static func start(req: Request) async throws -> Response {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["named", "totalTime", "language"])
        let body = try req.content.decode(StartRequest.self)
        let started = try await TimelineRunStart.start(named: body.named, totalTime: body.totalTime, language: body.language, user: user, req: req)
        let id = started.id
        let response = try Response.json(TimelineRunDTO(started, now: req.clock.now()))
        response.status = .created
        response.headers.replaceOrAdd(name: .location, value: "/api/v1/timelines/runs/\(id.uuidString)")
        return response
    }

    @Sendable static func list(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .timelines)
        let now = req.clock.now()
        let runs = try await TimelineRuns(req.useCases).all(of: user.person).map { TimelineRunDTO($0, now: now) }
        return try Response.json(runs)
    }

    /// A run is readable by id through its owner's `timelines` grant (a grantee's cancel is a 403).
    @Sendable static func show(req: Request) async throws -> Response {
        let user = try await req.dataOwner(for: .timelines)
        let stored: TimelineRunInProgress
        if let id = req.parameters.get("id", as: UUID.self), user.id == (try req.currentUser()).id,
           let ownerID = try await TimelineRuns(req.useCases).owner(of: id), ownerID != user.id {
            guard let owner = try await req.grantedOwner(ownerID, for: .timelines) else { throw APIError.notFound("This run") }
            stored = try await find(req, of: owner.person)
        } else {
            stored = try await find(req, of: user.person)
        }
        return try Response.json(TimelineRunDTO(stored, now: req.clock.now()))
    }

    /// Cancelling needs `?confirm=true`; without it, 409.
    @Sendable static func cancel(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        if let id = req.parameters.get("id", as: UUID.self), let ownerID = try await TimelineRuns(req.useCases).owner(of: id),
           ownerID != user.id, try await req.grantedOwner(ownerID, for: .timelines) != nil {
            throw APIError.forbidden // a grantee reads the run, but cannot cancel it
        }
        let stored = try await find(req, of: user.person)
        guard req.query[String.self, at: "confirm"] == "true" else {
            throw APIError.conflict("confirm", Problem(.apiConfirmCancelRun))
        }
        try await CancelTimelineRun(req.useCases)(stored.id, for: user.person)
        return .noContent
    }

    private static func find(_ req: Request, of person: Person) async throws -> TimelineRunInProgress {
        guard let id = req.parameters.get("id", as: UUID.self), let stored = try await TimelineRuns(req.useCases).find(id, of: person)
        else { throw APIError.notFound("This run") }
        return stored
    }
}
