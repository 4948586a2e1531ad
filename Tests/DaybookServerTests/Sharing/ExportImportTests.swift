import Foundation
import Testing
import Vapor

/// Export → delete everything → import → export gives the same document; a bad document changes
/// nothing; merging twice adds nothing the second time.
@Suite struct ExportImportTests {
    /// A journal with a row in every exported list except timelines (whose scheduler writes on its own).
    static func logEverything(_ server: TestServer, token: String, sharingWith grantee: String = "bob@example.org") async throws {
        let posts: [(String, [String: Any])] = [
            ("/api/v1/stress", ["level": 6, "time": "2026-05-04T08:00:00Z", "note": "deadline"]),
            ("/api/v1/stress", ["level": 3, "time": "2026-05-04T08:00:00Z"]),
            ("/api/v1/glucose", ["value": 112, "unit": "mg/dL", "time": "2026-05-04T09:00:00Z", "source": "meter"]),
            ("/api/v1/glucose", ["value": 5.5, "unit": "mmol/L", "time": "2026-05-04T09:05:00Z"]),
            ("/api/v1/insulin", ["units": 4.5, "kind": "bolus", "name": "Fiasp", "time": "2026-05-04T09:10:00Z"]),
            ("/api/v1/meals", ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T09:15:00Z"]),
            ("/api/v1/exercise", ["name": "Run", "minutes": 30, "intensity": "medium", "time": "2026-05-04T17:00:00Z"]),
            ("/api/v1/spans", ["kind": "illness", "start": "2026-05-01T10:00:00Z", "end": "2026-05-03T18:00:00Z", "note": "flu"]),
            ("/api/v1/favourites/meals", ["name": "Apple", "carbs": 25, "protein": 0, "fat": 0]),
            ("/api/v1/favourites/exercise", ["name": "Yoga", "minutes": 20, "intensity": "low"]),
            ("/api/v1/cycle/pauses", ["kind": "pregnancy", "start": "2026-08-01"]),
            ("/api/v1/shares", ["email": grantee, "categories": ["cycle", "stress"]]),
        ]
        for (path, body) in posts {
            let response = try await server.request(.POST, path, token: token, json: body)
            try #require(response.status == .created, "\(path): \(response.bodyText)")
        }
        _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: token, json: [
            "flow": "HEAVY", "mood": "SAD", "sleep": 6.5, "exercise": ["YOGA": 0.5], "notes": "ugh",
        ])
        _ = try await server.request(.PUT, "/api/v1/days/2026-05-05/symptoms", token: token, json: ["flow": "LIGHT"])
        // Bleeding a week after that period began, called spotting.
        _ = try await server.request(.PUT, "/api/v1/days/2026-05-12/symptoms", token: token, json: ["flow": "LIGHT"])
        let answer = try await server.request(.PUT, "/api/v1/cycle/questions/2026-05-12", token: token, json: ["answer": "spotting"])
        try #require(answer.status == .ok, "\(answer.bodyText)")
        _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: ["sleep": 8, "work": 3])
        _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: ["glucoseUnit": "mmol/L", "hypoThreshold": 4])
    }

    /// What is not journal: reminders (one fired, so the inbox has a notification), the webhook, a
    /// timeline run (the clock stands still in its lead-in, so it writes nothing by itself) and
    /// Nightscout documents (a reading that logged a glucose row, and a note that logged nothing).
    static func setUpEverythingElse(_ server: TestServer, token: String) async throws {
        _ = try await server.createReminder(["kind": "water", "time": "10:00", "weekdays": [1, 3]], token: token)
        _ = try await server.createReminder(["kind": "periodDue", "time": "09:00", "daysBefore": 3], token: token)
        let webhook = try await server.request(.PUT, "/api/v1/webhook", token: token,
                                               json: ["url": "https://hooks.example.org/daybook", "secret": "a-secret-of-sixteen+"])
        try #require(webhook.status == .ok, "\(webhook.bodyText)")
        // Monday 2026-11-23 08:00Z: the water reminder is due at 10:00 in Berlin, 09:00Z.
        try #require(try await server.tick(at: "2026-11-23T09:00:00Z") == 1)
        server.clock.advance(by: 3600)
        _ = try await server.startRun("solar-system-distances", totalTime: 1216, token: token)
        let client = try await NightscoutClient.of(server, token: token)
        let entry = try await client.request(.POST, "entries", json: [["type": "sgv", "sgv": 131, "date": 1_777_798_800_000]])
        try #require(entry.status == .ok, "\(entry.bodyText)")
        let note = try await client.request(.POST, "treatments", json: [["eventType": "Note", "notes": "sensor change",
                                                                           "created_at": "2026-05-03T10:00:00Z"]])
        try #require(note.status == .ok, "\(note.bodyText)")
    }

    static func export(_ server: TestServer, _ token: String) async throws -> (text: String, object: NSDictionary) {
        let response = try await server.request(.GET, "/api/v1/export", token: token)
        try #require(response.status == .ok, "\(response.bodyText)")
        var object = try response.object()
        object["exportedAt"] = nil
        return (response.bodyText, object as NSDictionary)
    }

    static let everyList = ["symptoms", "metrics", "stress", "glucose", "insulin", "meals", "exercise", "spans", "cyclePauses", "cycleAnswers",
                            "shares", "reminders", "notifications", "nightscoutDocuments"]

    @Test func exportDeleteEverythingImportGivesTheSameDocument() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T08:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await Self.logEverything(server, token: ada)
            try await Self.setUpEverythingElse(server, token: ada)
            let (original, before) = try await Self.export(server, ada)
            #expect(before["format"] as? String == "daybook-export")
            #expect(before["version"] as? Int == 1)
            for list in Self.everyList {
                #expect((before[list] as? [Any])?.isEmpty == false, "\(list) is empty in the export")
            }
            #expect(((before["timelines"] as? [String: Any])?["runs"] as? [Any])?.count == 1)
            #expect((before["webhook"] as? [String: Any])?["url"] as? String == "https://hooks.example.org/daybook")
            // Glucose is exported in mg/dL whatever the person's unit (131 came from Nightscout).
            let glucose = try #require(before["glucose"] as? [[String: Any]])
            #expect(glucose.map { $0["unit"] as? String } == ["mg/dL", "mg/dL", "mg/dL"])
            let documents = try #require(before["nightscoutDocuments"] as? [[String: Any]])
            #expect(documents.map { $0["collection"] as? String } == ["entries", "treatments"])
            #expect(documents[0]["glucoseId"] as? String == glucose.first { $0["value"] as? Double == 131 }?["id"] as? String)
            let reminders = try #require(before["reminders"] as? [[String: Any]])
            #expect(reminders.compactMap { $0["lastFiredAt"] as? String } == ["2026-11-23T09:00:00Z"])
            #expect(!original.contains("password"))
            #expect(!original.contains("nextFireAt"))
            let fireBefore = try await server.request(.GET, "/api/v1/reminders", token: ada).array().map { $0["nextFireAt"] as? String }

            // Delete everything: replace with a document that has nothing in it.
            let profile = try #require(before["profile"] as? [String: Any])
            let empty: [String: Any] = ["format": "daybook-export", "version": 1, "exportedAt": "2026-11-23T00:00:00Z", "profile": profile]
            let emptied = try await server.request(.POST, "/api/v1/import?mode=replace", token: ada, json: empty)
            #expect(emptied.status == .ok, "\(emptied.bodyText)")
            let (_, nothing) = try await Self.export(server, ada)
            for list in Self.everyList {
                #expect((nothing[list] as? [Any])?.isEmpty == true, "\(list) is still there")
            }
            #expect(nothing["webhook"] is NSNull)
            #expect(try await server.request(.GET, "/api/v1/glucose", token: ada).array().isEmpty)
            #expect(try await server.request(.GET, "/api/v1/reminders", token: ada).array().isEmpty)

            let restored = try await server.request(.POST, "/api/v1/import?mode=replace", token: ada, body: original)
            #expect(restored.status == .ok, "\(restored.bodyText)")
            let (_, after) = try await Self.export(server, ada)
            #expect(after == before)
            // The journal routes see the restored rows, in the person's unit again.
            let readings = try await server.request(.GET, "/api/v1/glucose", token: ada).array()
            #expect(readings.map { $0["unit"] as? String } == ["mmol/L", "mmol/L", "mmol/L"])
            #expect(readings.last?["value"] as? Double == 5.5)
            // Reminders are planned again, to the same next fires; Nightscout serves its documents again.
            let fireAfter = try await server.request(.GET, "/api/v1/reminders", token: ada).array().map { $0["nextFireAt"] as? String }
            #expect(fireAfter == fireBefore)
            #expect(fireAfter.contains("2026-11-25T09:00:00Z"))
            let client = try await NightscoutClient.of(server, token: ada)
            let treatments = try await client.get("treatments.json?find[created_at][$gte]=2026-05-01T00:00:00.000Z")
            #expect(treatments.contains { $0["eventType"] as? String == "Note" && $0["notes"] as? String == "sensor change" },
                    "\(treatments)")
        }
    }

    @Test func mergingTheSameDocumentTwiceAddsNothingTheSecondTime() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await Self.logEverything(server, token: ada)
            let (original, before) = try await Self.export(server, ada)
            let merged = try await server.request(.POST, "/api/v1/import", token: ada, body: original).object()
            let added = try #require(merged["added"] as? [String: Int])
            #expect(added.values.allSatisfy { $0 == 0 }, "\(added)")
            #expect((merged["skipped"] as? [String: Int])?["glucose"] == 2)
            #expect((merged["skipped"] as? [String: Int])?["symptoms"] == 3)
            #expect((merged["skipped"] as? [String: Int])?["cycleAnswers"] == 1)
            let again = try await server.request(.POST, "/api/v1/import?mode=merge", token: ada, body: original)
            #expect(again.status == .ok)
            #expect(try await Self.export(server, ada).object == before)

            // Rows deleted since come back; the rest stays once.
            let stress = try await server.request(.GET, "/api/v1/stress", token: ada).array()
            let stressID = try #require(stress.first?["id"] as? String)
            #expect(try await server.request(.DELETE, "/api/v1/stress/\(stressID)", token: ada).status == .noContent)
            let back = try await server.request(.POST, "/api/v1/import", token: ada, body: original).object()
            #expect((back["added"] as? [String: Int])?["stress"] == 1)
            #expect(try await Self.export(server, ada).object == before)
        }
    }

    @Test func aBadDocumentChangesNothingAndNamesTheField() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await Self.logEverything(server, token: ada)
            let (original, before) = try await Self.export(server, ada)
            var document = try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any] ?? [:]

            var glucose = try #require(document["glucose"] as? [[String: Any]])
            glucose[1]["value"] = -5
            document["glucose"] = glucose
            let negative = try await server.request(.POST, "/api/v1/import?mode=replace", token: ada, json: document)
            #expect(negative.status == .unprocessableEntity, "\(negative.bodyText)")
            #expect(try negative.apiError().field == "glucose[1].value")

            glucose[1]["value"] = 100
            glucose[1]["time"] = "yesterday"
            document["glucose"] = glucose
            let badTime = try await server.request(.POST, "/api/v1/import?mode=replace", token: ada, json: document)
            #expect(try badTime.apiError().field == "glucose[1].time")

            glucose[1]["time"] = "2026-05-04T09:05:00Z"
            glucose[1]["id"] = glucose[0]["id"]
            document["glucose"] = glucose
            let twice = try await server.request(.POST, "/api/v1/import?mode=replace", token: ada, json: document)
            #expect(try twice.apiError().field == "glucose[1].id")

            var reminders = try #require(document["reminders"] as? [[String: Any]])
            reminders.append(["id": UUID().uuidString, "kind": "water", "time": "25:00", "weekdays": [1], "enabled": true,
                              "daysBefore": 2, "createdAt": "2026-11-23T08:00:00Z"])
            var badReminder = document
            badReminder["glucose"] = nil
            badReminder["reminders"] = reminders
            #expect(try await server.request(.POST, "/api/v1/import", token: ada, json: badReminder).apiError().field == "reminders[0].time")
            var dangling = badReminder
            dangling["reminders"] = nil
            dangling["nightscoutDocuments"] = [["id": UUID().uuidString, "collection": "entries", "nsID": "abc", "time": "2026-05-04T09:00:00Z",
                                                "kind": "sgv", "json": "{}", "glucoseId": UUID().uuidString]]
            #expect(try await server.request(.POST, "/api/v1/import", token: ada, json: dangling).apiError().field
                    == "nightscoutDocuments[0].glucoseId")
            var badHook = dangling
            badHook["nightscoutDocuments"] = nil
            badHook["webhook"] = ["url": "ftp://example.org", "secret": "a-secret-of-sixteen+", "createdAt": "2026-11-23T08:00:00Z"]
            #expect(try await server.request(.POST, "/api/v1/import", token: ada, json: badHook).apiError().field == "webhook.url")

            var wrongVersion = document
            wrongVersion["version"] = 2
            #expect(try await server.request(.POST, "/api/v1/import", token: ada, json: wrongVersion).apiError().field == "version")
            let notJSON = try await server.request(.POST, "/api/v1/import", token: ada, body: "{not json")
            #expect(notJSON.status == .badRequest)
            #expect(try await server.request(.POST, "/api/v1/import?mode=sideways", token: ada, body: original).apiError().field == "mode")

            #expect(try await Self.export(server, ada).object == before)
            #expect(try await server.request(.GET, "/api/v1/export").status == .unauthorized)
        }
    }
}
