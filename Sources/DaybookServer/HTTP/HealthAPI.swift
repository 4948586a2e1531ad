import Vapor

enum HealthAPI {
    struct Status: Content {
        var status: String
    }

    /// `GET /health`: `{"status":"ok"}` when the database answers, 503 otherwise.
    @Sendable static func check(req: Request) async throws -> Response {
        let ok = await req.application.journalDatabase.isReachable()
        let response = Response(status: ok ? .ok : .serviceUnavailable)
        try response.content.encode(Status(status: ok ? "ok" : "unavailable"))
        return response
    }
}
