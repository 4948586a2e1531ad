import Foundation
import Testing
import Vapor

@Suite struct LiveEventsTests {
    /// Two streams of one user and one of another: a write reaches both of the writer's streams
    /// within a second; the other user's stream gets nothing of it.
    @Test func aChangeReachesEveryStreamOfItsUserAndNoOtherUser() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let adaPhone = try await EventStreamClient.open(server.baseURL, token: ada)
            let adaLaptop = try await EventStreamClient.open(server.baseURL, token: ada)
            let bobPhone = try await EventStreamClient.open(server.baseURL, token: bob)
            defer { adaPhone.close(); adaLaptop.close(); bobPhone.close() }

            let created = try await server.request(.POST, "/api/v1/glucose", token: ada, json: ["value": 120, "time": "2026-03-10T08:00:00Z"]).object()
            let id = try #require(created["id"] as? String)

            for stream in [adaLaptop, adaPhone] {
                let event = try #require(await stream.next(within: .seconds(1)), "no event within a second")
                #expect(event.name == "change")
                #expect(event.json["change"] as? String == "created")
                #expect(event.json["kind"] as? String == "glucose")
                #expect(event.json["id"] as? String == id)
                #expect(event.json["date"] as? String == "2026-03-10")
            }

            // Bob's stream: his own write is the first thing it sees, so Ada's never reached it.
            let bobs = try await server.request(.POST, "/api/v1/stress", token: bob, json: ["level": 4]).object()
            let first = try #require(await bobPhone.next(within: .seconds(1)))
            #expect(first.json["id"] as? String == bobs["id"] as? String)
            #expect(first.json["kind"] as? String == "stress")

            // Updates and deletes are told too.
            _ = try await server.request(.DELETE, "/api/v1/glucose/\(id)", token: ada)
            let deleted = try #require(await adaPhone.next(within: .seconds(1)))
            #expect(deleted.json["change"] as? String == "deleted")
        }
    }

    /// Regression: a write to a stream whose client had left used to end the server.
    @Test func aClientThatLeavesDoesNotHurtTheServer() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp()
            let leaving = try await EventStreamClient.open(server.baseURL, token: ada)
            leaving.close()
            let staying = try await EventStreamClient.open(server.baseURL, token: ada)
            defer { staying.close() }
            for level in 1...3 {
                _ = try await server.request(.POST, "/api/v1/stress", token: ada, json: ["level": level])
                #expect(await staying.next(within: .seconds(1)) != nil)
            }
            #expect(try await server.request(.GET, "/health").status == .ok)
        }
    }

    /// One person holds at most 16 streams: a 17th ends the oldest, which is told so; the others, and
    /// another person's stream, go on receiving.
    @Test func aNewStreamBeyondTheLimitReplacesThePersonsOldest() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            var adas: [EventStreamClient] = []
            for _ in 0..<16 { adas.append(try await EventStreamClient.open(server.baseURL, token: ada)) }
            let bobs = try await EventStreamClient.open(server.baseURL, token: bob)
            defer { (adas + [bobs]).forEach { $0.close() } }
            #expect(await adas[0].next(within: .milliseconds(300)) == nil, "sixteen streams are allowed")

            adas.append(try await EventStreamClient.open(server.baseURL, token: ada))
            #expect(await adas[0].next(within: .seconds(2))?.name == "replaced")
            #expect(await adas[0].next(within: .seconds(2))?.name == "ended")

            _ = try await server.request(.POST, "/api/v1/stress", token: ada, json: ["level": 3])
            for stream in [adas[1], adas[16]] {
                #expect(await stream.next(within: .seconds(2))?.name == "change")
            }
            _ = try await server.request(.POST, "/api/v1/stress", token: bob, json: ["level": 5])
            #expect(await bobs.next(within: .seconds(2))?.name == "change")
        }
    }

    /// A stream opened with a token delivered changes after the token was revoked: it ends instead.
    @Test func aStreamEndsWithItsToken() async throws {
        try await TestServer.with { server in
            let (phone, _) = try await server.signUp("ada@example.org")
            let laptop = try #require(try await server.request(.POST, "/api/v1/tokens", json: [
                "email": "ada@example.org", "password": "correct horse battery"]).object()["token"] as? String)
            let stream = try await EventStreamClient.open(server.baseURL, token: phone)
            defer { stream.close() }
            #expect(try await server.request(.DELETE, "/api/v1/tokens/current", token: phone).status == .noContent)
            let written = try await server.request(.POST, "/api/v1/stress", token: laptop, json: ["level": 4])
            #expect(written.status == .created)
            let next = await stream.next(within: .seconds(30))
            #expect(next?.name == "ended", "the revoked token's stream read \(next?.name ?? "nothing"): \(next?.data ?? "")")
        }
    }

    @Test func theStreamNeedsALogIn() async throws {
        try await TestServer.with { server in
            let response = try await server.request(.GET, "/api/v1/events")
            #expect(response.status == .unauthorized)
        }
    }
}
