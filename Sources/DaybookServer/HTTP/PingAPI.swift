import Vapor

/// `GET /ping` → `ok`: no database, no authentication. The benchmark's bare route, the floor the
/// real endpoints are compared with under load.
enum PingAPI {
    @Sendable static func ping(req: Request) -> String { "ok" }
}
