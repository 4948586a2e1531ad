import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Work whose cost grows with what a person asked for runs on the heavy threads, at a lower priority,
/// not on the threads that answer everybody else. Vapor starts every handler in a task of its own that
/// keeps no executor preference: the heavy threads idled while searches held the shared pool.
@Suite struct HeavyThreadsTests {
    static func threadName() -> String { Thread.current.name ?? "" }

    @Test func aBoundedRoutesHandlerRunsOnTheHeavyThreads() async throws {
        let routes: (Application) throws -> Void = { app in
            app.grouped("test-heavy").bounded(.reads).get { _ async -> String in
                let first = Self.threadName()
                // After a suspension too: what the handler awaits comes back to the heavy threads.
                await Task.yield()
                return first + " " + Self.threadName()
            }
            app.get("test-light") { _ async -> String in Self.threadName() }
        }
        try await TestServer.with(routes: routes) { server in
            let heavy = try await server.request(.GET, "/test-heavy").bodyText
            let light = try await server.request(.GET, "/test-light").bodyText
            #expect(heavy == "daybook-heavy daybook-heavy")
            #expect(light != "daybook-heavy")
        }
    }
}
