@testable import DaybookServer
import DaybookFormats
import Foundation
import Testing

/// The rules every Engine.IO session keeps, without a network: packets wait for the next poll, two
/// polls at once end the session, so does a missed pong or a pile of packets nobody comes for.
@Suite struct EngineIOSessionTests {
    func limits(ping: Duration = .seconds(60), timeout: Duration = .seconds(60), queued: Int = 1_000) -> SocketIOLimits {
        var limits = SocketIOLimits()
        limits.pingInterval = ping
        limits.pingTimeout = timeout
        limits.queuedPackets = queued
        return limits
    }

    @Test func packetsWaitForTheNextPollAndAPollWaitsForPackets() async throws {
        let session = EngineIOSession(id: "s", limits: limits(), handle: nil)
        await session.send([.message("2[\"a\"]"), .message("2[\"b\"]")])
        #expect(try await session.poll() == [.message("2[\"a\"]"), .message("2[\"b\"]")])
        async let waiting = session.poll()
        try await eventually { await session.hasWaitingPoll }
        await session.send([.message("2[\"c\"]")])
        #expect(try await waiting == [.message("2[\"c\"]")])
    }

    @Test func twoPollsAtOnceEndTheSession() async throws {
        let session = EngineIOSession(id: "s", limits: limits(), handle: nil)
        async let first = session.poll()
        try await eventually { await session.hasWaitingPoll }
        await #expect(throws: EngineIOSession.Failure.badRequest) { try await session.poll() }
        #expect(try await first == [.close])
        #expect(await session.isClosed)
    }

    @Test func aMissedPongEndsTheSessionAndAPongKeepsIt() async throws {
        let silent = EngineIOSession(id: "s", limits: limits(ping: .milliseconds(30), timeout: .milliseconds(30)), handle: nil)
        let closed = Flag()
        await silent.onClose { await closed.set() }
        await silent.start()
        #expect(try await silent.poll() == [.ping("")])
        try await eventually { await silent.isClosed }
        let isClosed = await silent.isClosed
        let told = await closed.isSet
        #expect(isClosed && told)

        // A pong is never a second late here, however loaded the machine (each round takes ping + timeout).
        let answering = EngineIOSession(id: "t", limits: limits(ping: .milliseconds(30), timeout: .seconds(1)), handle: nil)
        await answering.start()
        for _ in 0..<3 {
            #expect(try await answering.poll() == [.ping("")])
            await answering.pong()
        }
        #expect(await !answering.isClosed)
        await answering.close()
    }

    @Test func packetsNobodyComesForEndTheSession() async throws {
        let session = EngineIOSession(id: "s", limits: limits(queued: 3), handle: nil)
        await session.send([.noop, .noop, .noop])
        #expect(await !session.isClosed)
        await session.send([.noop])
        try await eventually { await session.isClosed }
        #expect(await session.isClosed)
        await #expect(throws: EngineIOSession.Failure.closed) { try await session.poll() }
    }

    @Test func theOpenPacketCarriesTheLimits() async {
        let session = EngineIOSession(id: "abc", limits: SocketIOLimits(), handle: nil)
        #expect(await session.openPacket(upgrades: ["websocket"]).encoded
            == "0{\"sid\":\"abc\",\"upgrades\":[\"websocket\"],\"pingInterval\":25000,\"pingTimeout\":20000,\"maxPayload\":1000000}")
    }

    @Test func theSessionsOfAnInstanceAreBounded() async throws {
        var limits = SocketIOLimits()
        limits.sessions = 2
        let sessions = EngineIOSessions(limits: limits)
        let first = try #require(await sessions.open(handle: nil, address: "203.0.113.1"))
        await sessions.started(first)
        #expect(await sessions.open(handle: nil, address: "203.0.113.2") != nil)
        #expect(await sessions.open(handle: nil, address: "203.0.113.3") == nil)
        await first.close()
        #expect(await sessions.count == 1)
        #expect(await sessions.open(handle: nil, address: "203.0.113.1") != nil)
        await sessions.closeAll()
    }

    /// Sessions not subscribed yet are held apart, per address and in all; a subscribed one is not.
    @Test func sessionsNotYetSubscribedAreBoundedPerAddressAndInAll() async throws {
        var limits = SocketIOLimits()
        limits.pendingPerAddress = 2
        limits.pendingSessions = 3
        let sessions = EngineIOSessions(limits: limits)
        let first = try #require(await sessions.open(handle: nil, address: "203.0.113.1"))
        await sessions.started(first)
        #expect(await sessions.open(handle: nil, address: "203.0.113.1") != nil)
        #expect(await sessions.open(handle: nil, address: "203.0.113.1") == nil)
        #expect(await sessions.open(handle: nil, address: "203.0.113.2") != nil)
        #expect(await sessions.open(handle: nil, address: "203.0.113.3") == nil, "three pending in all")
        await first.subscribed()
        #expect(await sessions.counts == (open: 3, pending: 2))
        #expect(await sessions.open(handle: nil, address: "203.0.113.1") != nil)
        await sessions.closeAll()
    }

    @Test func namespacesAreTheEndpointsOwn() {
        #expect(NightscoutSockets.route("/", handle: nil) == .v1(endpoint: nil))
        #expect(NightscoutSockets.route("/", handle: "h") == .v1(endpoint: "h"))
        #expect(NightscoutSockets.route("/nightscout/h", handle: nil) == .v1(endpoint: "h"))
        #expect(NightscoutSockets.route("/nightscout/h", handle: "h") == .v1(endpoint: "h"))
        #expect(NightscoutSockets.route("/nightscout/other", handle: "h") == nil)
        #expect(NightscoutSockets.route("/storage", handle: nil) == .storage(endpoint: nil))
        #expect(NightscoutSockets.route("/alarm", handle: "h") == .alarm(endpoint: "h"))
        #expect(NightscoutSockets.route("/nightscout/h/storage", handle: nil) == .storage(endpoint: "h"))
        #expect(NightscoutSockets.route("/nightscout/h/storage", handle: "h") == .storage(endpoint: "h"))
        // A session opened under one person's endpoint never reaches another's.
        #expect(NightscoutSockets.route("/nightscout/other/storage", handle: "h") == nil)
        for name in ["/chat", "storage", "/nightscout//storage", "/nightscout/h/chat", "/a/b", "/storage/x", "/nightscout/", "/nightscout"] {
            #expect(NightscoutSockets.route(name, handle: nil) == nil, "\(name)")
        }
    }
}

/// Waits until `condition` holds, or 30 s have passed (a loaded machine runs timers and tasks late).
private func eventually(_ condition: () async -> Bool) async throws {
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: .seconds(30))
    while await !condition(), clock.now < giveUp {
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// Set once, read after.
private actor Flag {
    private(set) var value = false
    func set() { value = true }
    nonisolated var isSet: Bool { get async { await value } }
}
