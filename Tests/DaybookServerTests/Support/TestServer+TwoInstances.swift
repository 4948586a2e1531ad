import DaybookServer
import Foundation

extension TestServer {
    /// Two servers, each its own `Application` with its own pools, schedulers and live events, on ONE
    /// database (one PostgreSQL schema, or one temporary SQLite file), sharing one clock: two
    /// instances behind a load balancer, each running the given background services.
    static func twoInstances(
        clock: TestClock = TestClock(),
        configure adjust: @escaping (inout AppConfig) -> Void = { _ in },
        services: Set<BackgroundService>,
        _ body: (TestServer, TestServer) async throws -> Void
    ) async throws {
        let shared = SharedDatabase()
        defer { shared.remove() }
        try await with(clock: clock, configure: adjust, database: shared.adjust, services: services) { first in
            try await with(clock: clock, configure: adjust, database: shared.adjust, services: services) { second in
                try await body(first, second)
            }
        }
    }
}
