import Foundation
import Testing
import Vapor

@Suite struct SharesAPITests {
    @Test func ownerCreatesListsChangesAndRevokesGrants() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000)) // 2026-05-28T20:26:40Z
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            let created = try await server.request(.POST, "/api/v1/shares", token: ada, json: [
                "email": " Bob@Example.org ", "categories": ["stress", "cycle"],
            ])
            #expect(created.status == .created, "\(created.bodyText)")
            let share = try created.object()
            let id = try #require(share["id"] as? String)
            #expect(share["email"] as? String == "bob@example.org")
            #expect(share["categories"] as? [String] == ["cycle", "stress"])
            #expect(share["createdAt"] as? String == "2026-05-28T20:26:40Z")
            #expect(share["lastUsedAt"] == nil)

            let again = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "bob@example.org", "categories": ["cycle"]])
            #expect(again.status == .conflict)
            let selfShare = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "ADA@example.org", "categories": ["cycle"]])
            #expect(selfShare.status == .unprocessableEntity)
            #expect(try selfShare.apiError().field == "email")
            let badCategory = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "c@example.org", "categories": ["reminders"]])
            #expect(badCategory.status == .unprocessableEntity)
            #expect(try badCategory.apiError().field == "categories")
            let none = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "c@example.org", "categories": []])
            #expect(none.status == .unprocessableEntity)
            let badEmail = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "not an email", "categories": ["cycle"]])
            #expect(try badEmail.apiError().field == "email")

            let patched = try await server.request(.PATCH, "/api/v1/shares/\(id)", token: ada, json: ["categories": ["diabetes"]]).object()
            #expect(patched["categories"] as? [String] == ["diabetes"])
            let list = try await server.request(.GET, "/api/v1/shares", token: ada).array()
            #expect(list.map { $0["id"] as? String } == [id])
            #expect(list.first?["categories"] as? [String] == ["diabetes"])

            // Another user can neither see nor revoke Ada's grant.
            let (carol, _) = try await server.signUp("carol@example.org", name: "Carol")
            #expect(try await server.request(.GET, "/api/v1/shares/\(id)", token: carol).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/shares/\(id)", token: carol).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/shares", token: carol).array().isEmpty)

            #expect(try await server.request(.DELETE, "/api/v1/shares/\(id)", token: ada).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/shares/\(id)", token: ada).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/shares").status == .unauthorized)
        }
    }

    @Test func anInvitationWaitsForTheAccountAndTheOwnerSeesWhenItWasUsed() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let shareID = try await server.share(ada, with: "dora@example.org", ["diabetes"])
            _ = try await server.request(.POST, "/api/v1/glucose", token: ada, json: ["value": 140, "time": "2026-05-04T09:00:00Z"])

            // Dora signs up later, with other capitals: the grant applies to her.
            let (dora, _) = try await server.signUp("Dora@Example.org", name: "Dora")
            let incoming = try await server.request(.GET, "/api/v1/shares/incoming", token: dora).array()
            #expect(incoming.count == 1)
            #expect(incoming.first?["ownerId"] as? String == adaID)
            #expect(incoming.first?["displayName"] as? String == "Ada")
            #expect(incoming.first?["categories"] as? [String] == ["diabetes"])
            #expect(try await server.request(.GET, "/api/v1/shares/incoming", token: ada).array().isEmpty)

            clock.advance(by: 10)
            let readings = try await server.request(.GET, "/api/v1/glucose?owner=\(adaID)", token: dora).array()
            #expect(readings.map { $0["value"] as? Double } == [140])
            let used = try await server.request(.GET, "/api/v1/shares/\(shareID)", token: ada).object()
            #expect(used["lastUsedAt"] as? String == "2026-05-28T20:26:50Z")

            // Within a minute the time is not written again; after it, it is.
            clock.advance(by: 30)
            _ = try await server.request(.GET, "/api/v1/glucose?owner=\(adaID)", token: dora)
            #expect(try await server.request(.GET, "/api/v1/shares/\(shareID)", token: ada).object()["lastUsedAt"] as? String == "2026-05-28T20:26:50Z")
            clock.advance(by: 60)
            _ = try await server.request(.GET, "/api/v1/glucose?owner=\(adaID)", token: dora)
            #expect(try await server.request(.GET, "/api/v1/shares/\(shareID)", token: ada).object()["lastUsedAt"] as? String == "2026-05-28T20:28:20Z")
        }
    }
}
