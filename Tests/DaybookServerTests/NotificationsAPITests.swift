import Foundation
import Testing
import Vapor

/// The in-app inbox, filled by a run's major events (the Cosmic Calendar over 10 s makes four).
@Suite struct NotificationsAPITests {
    @Test func unreadCountReadAndDeleteAndNobodyElseSeesThem() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let stream = try await EventStreamClient.open(server.baseURL, token: ada)
            defer { stream.close() }
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 0)

            _ = try await server.startRun("cosmic-calendar", totalTime: 10, token: ada)
            clock.advance(by: 15)
            #expect(await stream.next(within: 10) { $0.kind == "timeline" && $0.change == "deleted" } != nil)

            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 4)
            let inbox = try await server.request(.GET, "/api/v1/notifications", token: ada).array()
            #expect(inbox.count == 4)
            #expect(inbox.allSatisfy { $0["kind"] as? String == "timeline" && $0["read"] as? Bool == false })
            #expect(inbox.last?["title"] as? String == "The Cosmic Calendar: 2 events")
            // Dated when due: startTime (clock + 4 s) + 0.215 s for the first, + 9.999996 s for the last.
            #expect(inbox.last?["createdAt"] as? String == "2026-05-28T20:26:44Z")
            #expect(inbox.first?["createdAt"] as? String == "2026-05-28T20:26:53Z")
            #expect(inbox.last?["body"] as? String == "The Big Bang: space, time and matter begin.\nOur galaxy, the Milky Way, begins to form; its oldest stars are about 13.5 billion years old.")
            let id = try #require(inbox.first?["id"] as? String)

            let read = try await server.request(.POST, "/api/v1/notifications/\(id)/read", token: ada)
            #expect(read.status == .ok)
            #expect(try read.object()["read"] as? Bool == true)
            #expect(try read.object()["readAt"] as? String == "2026-05-28T20:26:55Z")
            #expect(try await server.request(.GET, "/api/v1/notifications/unread-count", token: ada).object()["unread"] as? Int == 3)

            // Bob: an empty inbox, and Ada's notification does not exist for him.
            #expect(try await server.request(.GET, "/api/v1/notifications", token: bob).array().isEmpty)
            #expect(try await server.request(.POST, "/api/v1/notifications/\(id)/read", token: bob).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/notifications/\(id)", token: bob).status == .notFound)

            #expect(try await server.request(.DELETE, "/api/v1/notifications/\(id)", token: ada).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/notifications", token: ada).array().count == 3)
            #expect(try await server.request(.DELETE, "/api/v1/notifications/\(id)", token: ada).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/notifications?limit=0", token: ada).status == .unprocessableEntity)
            // Found by fuzzing: a parameter that is not a number was read as absent.
            let notANumber = try await server.request(.GET, "/api/v1/notifications?offset=null", token: ada)
            #expect(notANumber.status == .unprocessableEntity)
            #expect(try notANumber.apiError().field == "offset")
        }
    }
}
