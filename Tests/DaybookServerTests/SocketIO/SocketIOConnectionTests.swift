@testable import DaybookServer
import Foundation
import Testing
import Vapor

/// The Socket.IO rules of a session, over long-polling on a real server: namespaces it does not know
/// are refused, a bad subscribe is answered with its ack id, a bad packet ends the session, and so does
/// a session that subscribes nowhere in time.
@Suite struct SocketIOConnectionTests {
    func handshake(_ server: TestServer, under base: String = "") async throws -> String {
        let open = try await server.request(.GET, "\(base)/socket.io/?EIO=4&transport=polling")
        #expect(open.status == .ok)
        let text = open.bodyText
        return try #require(text.split(separator: "\"").dropFirst(3).first.map(String.init), "\(text)")
    }

    func post(_ server: TestServer, _ sid: String, _ packets: String, under base: String = "") async throws -> ClientResponse {
        try await server.request(.POST, "\(base)/socket.io/?EIO=4&transport=polling&sid=\(sid)", body: packets)
    }

    func poll(_ server: TestServer, _ sid: String, under base: String = "") async throws -> ClientResponse {
        try await server.request(.GET, "\(base)/socket.io/?EIO=4&transport=polling&sid=\(sid)")
    }

    @Test func namespacesConnectAndASubscribeIsAnsweredWithItsAckID() async throws {
        try await TestServer.with { server in
            let sid = try await handshake(server)
            #expect(try await post(server, sid, "40/chat,\u{1e}40/storage,").bodyText == "ok")
            let answers = try await poll(server, sid).bodyText.split(separator: "\u{1e}").map(String.init)
            #expect(answers.first == "44/chat,{\"message\":\"Invalid namespace\"}")
            #expect(answers.last?.hasPrefix("40/storage,{\"sid\":\"") == true)
            _ = try await post(server, sid, "42/storage,7[\"subscribe\",{\"accessToken\":\"nope-0123456789\"}]")
            let refusal = try await poll(server, sid).bodyText
            #expect(refusal.hasPrefix("43/storage,7[{") && refusal.contains("\"success\":false")
                && refusal.contains("\"message\":\"Missing or bad accessToken\""), "\(refusal)")
            // Events to a namespace that is not connected are dropped; the session goes on.
            #expect(try await post(server, sid, "42/alarm,[\"subscribe\",{}]").bodyText == "ok")
        }
    }

    @Test func aBadPacketEndsTheSession() async throws {
        try await TestServer.with { server in
            let sid = try await handshake(server)
            for bad in ["9", "4", "45-/storage,[\"x\"]", "40/storage,[1]"] {
                let session = bad == "9" ? sid : try await handshake(server)
                // The body is refused (a bad Engine.IO packet) or taken and the session ended (a bad Socket.IO one).
                _ = try await post(server, session, bad)
                #expect(try await poll(server, session).status == .badRequest, "\(bad)")
            }
        }
    }

    @Test func aSessionThatSubscribesNowhereInTimeIsClosed() async throws {
        try await TestServer.with(configure: { $0.socketIO.subscribeWithin = .milliseconds(200) }) { server in
            let sid = try await handshake(server)
            _ = try await post(server, sid, "40/storage,")
            // Waits for the session to end (a loaded machine runs the timer late), then asks for it as a client would.
            let sessions = server.app.engineIOSessions
            let clock = ContinuousClock()
            let giveUp = clock.now.advanced(by: .seconds(30))
            while await sessions.find(sid) != nil, clock.now < giveUp {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(await sessions.find(sid) == nil, "the session outlived its allowance to subscribe by 30 s")
            #expect(try await poll(server, sid).status == .badRequest)
        }
    }

    /// Four thousand anonymous handshakes from one address took every session for a minute, the alarm
    /// channel's too. Sessions that have not subscribed are held to a few per address; subscribing frees
    /// the place.
    @Test func aFloodOfHandshakesFromOneAddressLocksOutNoOneElse() async throws {
        try await TestServer.with(configure: {
            $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1")
            $0.socketIO.pendingPerAddress = 4
            // None may end for want of a subscription or a pong while a loaded machine runs the test slowly.
            $0.socketIO.subscribeWithin = .seconds(600)
            $0.socketIO.pingInterval = .seconds(600)
        }) { server in
            func open(from address: String) async throws -> ClientResponse {
                try await server.request(.GET, "/socket.io/?EIO=4&transport=polling", headers: ["X-Forwarded-For": address])
            }
            var flood: [String] = []
            for _ in 0..<4 {
                let opened = try await open(from: "203.0.113.9")
                #expect(opened.status == .ok)
                flood.append(try #require(opened.bodyText.split(separator: "\"").dropFirst(3).first.map(String.init)))
            }
            #expect(try await open(from: "203.0.113.9").status == .serviceUnavailable)
            #expect(try await open(from: "198.51.100.2").status == .ok)
            // One of the four subscribes with a credential: it no longer holds a stranger's place.
            let (token, _) = try await server.signUp("ada@example.org")
            let created = try await server.request(.POST, "/api/v1/nightscout/tokens", token: token, json: ["name": "phone", "role": "readable"])
            let accessToken = try #require(try created.object()["token"] as? String)
            _ = try await post(server, flood[0], "40/storage,")
            _ = try await poll(server, flood[0])
            _ = try await post(server, flood[0], "42/storage,1[\"subscribe\",{\"accessToken\":\"\(accessToken)\"}]")
            #expect(try await poll(server, flood[0]).bodyText.contains("\"success\":true"))
            #expect(try await open(from: "203.0.113.9").status == .ok)
            #expect(await server.app.engineIOSessions.counts.pending == 5)
        }
    }

    @Test func aSessionUnderAnEndpointIsThatEndpointsOnly() async throws {
        try await TestServer.with { server in
            let nobody = try await server.request(.GET, "/nightscout/nobody/socket.io/?EIO=4&transport=polling")
            #expect(nobody.status == .notFound)
            let sid = try await handshake(server)
            // The session of the root is not found under a handle's path.
            let (token, _) = try await server.signUp("ada@example.org")
            let settings = try await server.request(.GET, "/api/v1/nightscout", token: token)
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(settings.bodyText.utf8)) as? [String: Any])
            let baseURL = try #require(fields["baseUrl"] as? String)
            let handle = try #require(baseURL.split(separator: "/").last.map(String.init))
            #expect(try await poll(server, sid, under: "/nightscout/\(handle)").status == .badRequest)
            let own = try await handshake(server, under: "/nightscout/\(handle)")
            _ = try await post(server, own, "40/nightscout/someone-else/storage,", under: "/nightscout/\(handle)")
            #expect(try await poll(server, own, under: "/nightscout/\(handle)").bodyText.hasPrefix("44/nightscout/someone-else/storage,"))
        }
    }
}
