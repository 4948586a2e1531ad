import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// Work whose cost grows with what a person asked for runs on the heavy threads, at a lower priority,
/// not on the threads that answer everybody else. Vapor starts every handler in a task of its own that
/// keeps no executor preference: the heavy threads idled while searches held the shared pool.
@Suite struct HeavyThreadsTests {
    /// Set by the handler below once it has seen its cancellation.
    final class Stopped: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        var value: Bool { lock.withLock { stopped } }
        func set() { lock.withLock { stopped = true } }
    }

    /// Which threads a handler runs on, and the name the system knows its first by (as `top -H` shows it).
    static func threadName() -> String { Thread.current.name ?? "" }
    static func threads(_ first: Bool, _ second: Bool) -> String { (first ? "heavy" : "shared") + " " + (second ? "heavy" : "shared") }

    @Test func aBoundedRoutesHandlerRunsOnTheHeavyThreads() async throws {
        let routes: (Application) throws -> Void = { app in
            app.grouped("test-heavy").bounded(.reads).get { _ async -> String in
                let first = HeavyWorkExecutor.isCurrentThread
                let name = Self.threadName()
                // After a suspension too: what the handler awaits comes back to the heavy threads.
                await Task.yield()
                return Self.threads(first, HeavyWorkExecutor.isCurrentThread) + " " + name
            }
            app.get("test-light") { _ async -> String in Self.threads(HeavyWorkExecutor.isCurrentThread, false) }
        }
        try await TestServer.with(routes: routes) { server in
            let heavy = try await server.request(.GET, "/test-heavy").bodyText
            let light = try await server.request(.GET, "/test-light").bodyText
            #expect(heavy == "heavy heavy " + HeavyWorkExecutor.threadName)
            #expect(light == "shared shared")
        }
    }

    /// Work past its deadline was answered 503 but went on: Vapor's own tasks are out of the deadline's reach.
    /// It is cancelled, and stops at its next check.
    @Test func workPastItsDeadlineIsCancelled() async throws {
        let stopped = Stopped()
        let routes: (Application) throws -> Void = { app in
            app.grouped("test-slow").bounded(BoundedWork(deadline: .milliseconds(300))).get { _ async -> String in
                while !Task.isCancelled { await Task.yield() }
                stopped.set()
                return "stopped"
            }
        }
        try await TestServer.with(routes: routes) { server in
            let answer = try await server.request(.GET, "/test-slow")
            #expect(answer.status == .serviceUnavailable)
            let clock = ContinuousClock()
            let giveUp = clock.now.advanced(by: .seconds(30))
            while !stopped.value, clock.now < giveUp { try await Task.sleep(for: .milliseconds(20)) }
            #expect(stopped.value, "the work went on 30 s past its deadline")
        }
    }
}
