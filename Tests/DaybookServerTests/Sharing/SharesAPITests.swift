import DaybookCore
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

    /// Registering the invited address gives nothing: the share waits for its code, which works
    /// once, only for the account with that address, and only for 14 days.
    @Test func anInvitationOpensOnlyWithItsCodeForTheInvitedAddressOnce() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (ada, adaID) = try await server.signUp("ada@example.org", name: "Ada")
            let made = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "dora@example.org", "categories": ["diabetes"]])
            let share = try made.object()
            let shareID = try #require(share["id"] as? String)
            #expect(share["status"] as? String == "invited")
            let invitation = try #require(share["invitation"] as? [String: Any])
            let code = try #require(invitation["code"] as? String)
            #expect(code.firstMatch(of: /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) != nil)
            #expect(invitation["expiresAt"] as? String == "2026-06-11T20:26:40Z")
            #expect((invitation["link"] as? String)?.hasSuffix("/sharing/accept?code=\(code)") == true)
            // Shown once: reading the share again does not show the code.
            let again = try await server.request(.GET, "/api/v1/shares/\(shareID)", token: ada).object()
            #expect(again["invitation"] == nil)
            #expect(again["invitationExpiresAt"] as? String == "2026-06-11T20:26:40Z")
            _ = try await server.request(.POST, "/api/v1/glucose", token: ada, json: ["value": 140, "time": "2026-05-04T09:00:00Z"])

            // Whoever registers Dora's address (in other capitals) reads nothing without the code.
            let (dora, _) = try await server.signUp("Dora@Example.org", name: "Dora")
            #expect(try await server.request(.GET, "/api/v1/shares/incoming", token: dora).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/glucose?owner=\(adaID)", token: dora).status == .notFound)

            // A code that went astray opens nothing for another address.
            let (mallory, _) = try await server.signUp("mallory@example.org", name: "Mallory")
            let astray = try await server.request(.POST, "/api/v1/shares/accept", token: mallory, json: ["code": code])
            #expect(astray.status == .unprocessableEntity)
            #expect(try astray.apiError().field == "code")
            #expect(try await server.request(.GET, "/api/v1/glucose?owner=\(adaID)", token: mallory).status == .notFound)
            #expect(try await server.request(.POST, "/api/v1/shares/accept", token: ada, json: ["code": code]).status == .unprocessableEntity)

            // Dora accepts, typed loosely; the code is then used up.
            let accepted = try await server.request(.POST, "/api/v1/shares/accept", token: dora,
                                                    json: ["code": " " + code.lowercased().replacingOccurrences(of: "-", with: " ")])
            #expect(accepted.status == .ok, "\(accepted.bodyText)")
            #expect(try accepted.object()["ownerId"] as? String == adaID)
            #expect(try await server.request(.POST, "/api/v1/shares/accept", token: dora, json: ["code": code]).status == .unprocessableEntity)
            let incoming = try await server.request(.GET, "/api/v1/shares/incoming", token: dora).array()
            #expect(incoming.count == 1)
            #expect(incoming.first?["ownerId"] as? String == adaID)
            #expect(incoming.first?["displayName"] as? String == "Ada")
            #expect(incoming.first?["categories"] as? [String] == ["diabetes"])
            #expect(try await server.request(.GET, "/api/v1/shares/incoming", token: ada).array().isEmpty)
            let owners = try await server.request(.GET, "/api/v1/shares/\(shareID)", token: ada).object()
            #expect(owners["status"] as? String == "accepted")
            #expect(owners["invitationExpiresAt"] == nil)
            #expect(try await server.request(.POST, "/api/v1/shares/\(shareID)/invitation", token: ada).status == .unprocessableEntity)

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

    @Test func aNewCodeReplacesTheOldAndCodesRunOut() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        try await TestServer.with(clock: clock) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let made = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "bob@example.org", "categories": ["cycle"]]).object()
            let id = try #require(made["id"] as? String)
            let first = try #require((made["invitation"] as? [String: Any])?["code"] as? String)
            let renewed = try await server.request(.POST, "/api/v1/shares/\(id)/invitation", token: ada).object()
            let second = try #require((renewed["invitation"] as? [String: Any])?["code"] as? String)
            #expect(second != first)
            #expect(try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": first]).status == .unprocessableEntity)

            clock.advance(by: 14 * 24 * 60 * 60 + 1)
            let late = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": second])
            #expect(late.status == .unprocessableEntity)
            #expect(try late.apiError().message?.contains("14 days") == true)
            let third = try #require((try await server.request(.POST, "/api/v1/shares/\(id)/invitation", token: ada).object()["invitation"] as? [String: Any])?["code"] as? String)
            #expect(try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": third]).status == .ok)
        }
    }

    /// Guessing codes: ten wrong ones an hour per account, then 429 with Retry-After; a right code is not counted.
    @Test func wrongCodesAreLimitedPerAccount() async throws {
        try await TestServer.with { server in
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            for _ in 0..<10 {
                let wrong = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": ShareInvitationCode.random().description])
                #expect(wrong.status == .unprocessableEntity)
            }
            let over = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": ShareInvitationCode.random().description])
            #expect(over.status == .tooManyRequests)
            #expect(over.headers.first(name: "Retry-After") != nil)
            let malformed = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": "not a code"])
            #expect(malformed.status == .tooManyRequests)
        }
    }
}
