import Foundation
import Testing
import Vapor

@Suite struct ProfileAPITests {
    @Test func patchChangesOnlyTheGivenFields() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let response = try await server.request(.PATCH, "/api/v1/me", token: token, json: [
                "language": "de", "tracking": ["trackCramps": false], "averageCycleLength": 30,
                "initialPeriodStart": "2026-11-01", "initialPeriodLength": 5,
            ])
            #expect(response.status == .ok)
            let profile = try response.object()
            #expect(profile["language"] as? String == "de")
            #expect(profile["displayName"] as? String == "Ada")
            #expect(profile["averageCycleLength"] as? Int == 30)
            #expect(profile["initialPeriodStart"] as? String == "2026-11-01")
            let tracking = try #require(profile["tracking"] as? [String: Bool])
            #expect(tracking["trackCramps"] == false)
            #expect(tracking["trackFlow"] == true)

            let reread = try await server.request(.GET, "/api/v1/me", token: token).object()
            #expect(reread["language"] as? String == "de")
        }
    }

    @Test func thresholdsAreGivenAndShownInThePersonsUnit() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let response = try await server.request(.PATCH, "/api/v1/me", token: token, json: [
                "glucoseUnit": "mmol/L", "hypoThreshold": 4.0, "hyperThreshold": 10.0,
            ])
            #expect(response.status == .ok, "\(response.bodyText)")
            let profile = try response.object()
            #expect(profile["hypoThreshold"] as? Double == 4.0)
            #expect(profile["hyperThreshold"] as? Double == 10.0)

            // Back to mg/dL: 4.0 mmol/L × 18.01559 = 72.06 → 72; 10.0 → 180.16 → 180.
            let mg = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mg/dL"]).object()
            #expect(mg["hypoThreshold"] as? Double == 72)
            #expect(mg["hyperThreshold"] as? Double == 180)
        }
    }

    @Test func aBadFieldIsNamedAndChangesNothing() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let cases: [([String: Any], String)] = [
                (["displayName": "Bea", "timeZone": "Nowhere/Land"], "timeZone"),
                (["displayName": "Bea", "language": "klingon"], "language"),
                (["displayName": "Bea", "glucoseUnit": "mg"], "glucoseUnit"),
                (["displayName": "Bea", "hypoThreshold": 200], "hypoThreshold"),
                (["displayName": "Bea", "hypoThreshold": 120, "hyperThreshold": 120], "hyperThreshold"),
                (["displayName": "Bea", "hyperThreshold": 100], "hyperThreshold"),
                (["displayName": "Bea", "tracking": ["trackUnicorns": true]], "tracking.trackUnicorns"),
                (["displayName": "Bea", "tracking": ["trackFlow": "yes"]], "tracking.trackFlow"),
                (["displayName": "Bea", "averageCycleLength": 200], "averageCycleLength"),
                (["displayName": "Bea", "initialPeriodStart": "2026-02-30"], "initialPeriodStart"),
                (["displayName": "Bea", "favouriteColour": "blue"], "favouriteColour"),
                (["displayName": ""], "displayName"),
            ]
            for (body, field) in cases {
                let response = try await server.request(.PATCH, "/api/v1/me", token: token, json: body)
                #expect(response.status == .unprocessableEntity, "\(body)")
                #expect(try response.apiError().field == field, "\(body): \(response.bodyText)")
            }
            let profile = try await server.request(.GET, "/api/v1/me", token: token).object()
            #expect(profile["displayName"] as? String == "Ada")
        }
    }

    @Test func changingThePasswordRevokesOtherTokensButNotThisOne() async throws {
        try await TestServer.with { server in
            let (first, _) = try await server.signUp(password: "correct horse battery")
            let (second, _) = (try await server.request(.POST, "/api/v1/tokens", json: [
                "email": "ada@example.org", "password": "correct horse battery",
            ]).object()["token"] as? String ?? "", 0)

            let wrong = try await server.request(.POST, "/api/v1/me/password", token: first, json: [
                "currentPassword": "not my password", "newPassword": "a brand new secret",
            ])
            #expect(wrong.status == .unprocessableEntity)
            #expect(try wrong.apiError().field == "currentPassword")
            let short = try await server.request(.POST, "/api/v1/me/password", token: first, json: [
                "currentPassword": "correct horse battery", "newPassword": "short",
            ])
            #expect(try short.apiError().field == "newPassword")

            let changed = try await server.request(.POST, "/api/v1/me/password", token: first, json: [
                "currentPassword": "correct horse battery", "newPassword": "a brand new secret",
            ])
            #expect(changed.status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/me", token: first).status == .ok)
            #expect(try await server.request(.GET, "/api/v1/me", token: second).status == .unauthorized)
            let old = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(old.status == .unauthorized)
            let new = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "a brand new secret"])
            #expect(new.status == .created)
        }
    }

    @Test func deletingTheAccountNeedsThePasswordAndRemovesEverything() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp("ada@example.org")
            let (other, _) = try await server.signUp("bob@example.org", name: "Bob")

            let refused = try await server.request(.DELETE, "/api/v1/me", token: token, json: ["password": "nope nope nope"])
            #expect(refused.status == .unprocessableEntity)
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .ok)

            let deleted = try await server.request(.DELETE, "/api/v1/me", token: token, json: ["password": "correct horse battery"])
            #expect(deleted.status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/me", token: token).status == .unauthorized)
            let login = try await server.request(.POST, "/api/v1/tokens", json: ["email": "ada@example.org", "password": "correct horse battery"])
            #expect(login.status == .unauthorized)
            #expect(try await server.request(.GET, "/api/v1/me", token: other).status == .ok)
            // The email is free again.
            _ = try await server.signUp("ada@example.org")
        }
    }
}
