import Foundation
import NIOCore
import NIOPosix
import Testing
import Vapor
@testable import DaybookServer

/// Every connection is an open file, and a process out of open files was stopped by Swift's thread-pool
/// monitor: twenty thousand idle sockets ended the server. The listening socket is guarded: past a cap the
/// server stops accepting, one address holds only its share, and a socket that says nothing is closed.
@Suite struct ConnectionGuardTests {
    /// A client connection that records when the server closed it.
    static func connect(_ server: TestServer) async throws -> any Channel {
        let port = try #require(server.app.http.server.shared.localAddress?.port)
        return try await ClientBootstrap(group: server.app.eventLoopGroup).connect(host: "127.0.0.1", port: port).get()
    }

    /// Whether the server closes `channel` within `seconds`.
    static func closedByServer(_ channel: any Channel, within seconds: Int64) async -> Bool {
        let promise = channel.eventLoop.makePromise(of: Bool.self)
        channel.closeFuture.whenComplete { _ in promise.succeed(true) }
        channel.eventLoop.scheduleTask(in: .seconds(seconds)) { promise.succeed(false) }
        return (try? await promise.futureResult.get()) ?? false
    }

    @Test func theGuardStandsInFrontOfVaporsListeningSocket() async throws {
        try await TestServer.with { server in
            let guarded = server.app.guardedHTTPServer
            #expect(guarded.connectionGuard != nil, "Vapor's listening channel was not found: connections are not capped")
        }
    }

    @Test func oneAddressHoldsOnlyItsShare() async throws {
        try await TestServer.with(configure: { $0.connections.perAddress = 3 }) { server in
            var held: [any Channel] = []
            for _ in 0..<5 { held.append(try await Self.connect(server)) }
            // Three are kept; the two past the share are closed at once.
            var closed = 0
            for channel in held where await Self.closedByServer(channel, within: 2) { closed += 1 }
            #expect(closed == 2)
            for channel in held { try? await channel.close() }
            // Closed ones make room again, once the server has seen them close (a loaded machine takes its time).
            let guarded = server.app.guardedHTTPServer
            let clock = ContinuousClock()
            let giveUp = clock.now.advanced(by: .seconds(30))
            while guarded.connectionGuard?.counts.open ?? 0 > 0, clock.now < giveUp { await Task.yield() }
            let again = try await Self.connect(server)
            #expect(await !Self.closedByServer(again, within: 1))
            try? await again.close()
        }
    }

    @Test func pastTheCapNewConnectionsWaitUntilRoomIsMade() async throws {
        // Silent connections are held here on purpose: the first-byte deadline must not close them while a
        // loaded machine (the whole suite on two cores) takes its time to open all twenty.
        try await TestServer.with(configure: {
            $0.connections.total = 20; $0.connections.perAddress = 100; $0.connections.firstByteWithin = .seconds(300)
        }) { server in
            let guarded = server.app.guardedHTTPServer
            var held: [any Channel] = []
            for _ in 0..<20 { held.append(try await Self.connect(server)) }
            // The server takes a burst of connections in as one read; one past the cap within it is closed.
            // Once it has taken all twenty, it accepts nothing more.
            let clock = ContinuousClock()
            let giveUp = clock.now.advanced(by: .seconds(30))
            while guarded.connectionGuard?.counts.open ?? 0 < 20, clock.now < giveUp { await Task.yield() }
            // The twenty-first is not accepted: the kernel holds it while the server accepts nothing.
            let waiting = try await Self.connect(server)
            #expect(await !Self.closedByServer(waiting, within: 1))
            #expect(guarded.connectionGuard?.counts.open == 20)
            // Below the cap again (less a margin), the server accepts and answers it.
            for channel in held.prefix(5) { try await channel.close() }
            let health = try await server.request(.GET, "/health")
            #expect(health.status == .ok)
            for channel in held.dropFirst(5) { try? await channel.close() }
            try? await waiting.close()
        }
    }

    @Test func aConnectionThatSaysNothingIsClosed() async throws {
        // Long enough for the test's own request to be sent on a busy machine.
        try await TestServer.with(configure: { $0.connections.firstByteWithin = .seconds(2) }) { server in
            let silent = try await Self.connect(server)
            #expect(await Self.closedByServer(silent, within: 10))
            // One that asks something is answered as always.
            #expect(try await server.request(.GET, "/health").status == .ok)
        }
    }

    @Test func theCapStaysBelowTheOpenFileLimit() {
        var limits = ConnectionLimits()
        #expect(limits.cap(openFiles: 1_024) == 768)
        #expect(limits.cap(openFiles: 20_000) == 20_000 - 1_250)
        #expect(limits.cap(openFiles: nil) == Int.max)
        limits.total = 500
        #expect(limits.cap(openFiles: 20_000) == 500)
    }
}
