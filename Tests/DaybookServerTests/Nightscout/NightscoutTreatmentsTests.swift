import Foundation
import Testing
import Vapor

/// Ported from Nightscout's tests/api.treatments.test.js and what Loop, xDrip+ and AndroidAPS rely on.
@Suite struct NightscoutTreatmentsTests {
    static let now = Date(timeIntervalSince1970: 1_778_414_400)   // 2026-05-10T12:00:00Z

    @Test func numbersAsStringsAreNormalizedAndPreBolusSplitsTheCarbs() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let posted = try await client.request(.POST, "treatments", json: [
                "eventType": "Meal Bolus", "insulin": "4.5", "carbs": "60", "protein": "10", "fat": "5", "preBolus": "15",
                "created_at": "2026-05-10T13:00:00+02:00", "notes": "Pasta", "enteredBy": "xDrip+",
            ])
            #expect(posted.status == .ok, "\(posted.bodyText)")
            let items = try posted.array()
            #expect(items.count == 1)
            let bolus = try #require(items.first)
            #expect(bolus["insulin"] as? Double == 4.5)
            #expect(bolus["preBolus"] as? Int == 15)
            #expect(bolus["carbs"] == nil)
            #expect(bolus["created_at"] as? String == "2026-05-10T11:00:00.000Z")
            #expect(bolus["utcOffset"] as? Int == 120)
            #expect(bolus["enteredBy"] as? String == "xDrip+")

            let listed = try await client.get("treatments.json")
            #expect(listed.count == 2)
            let carbs = try #require(listed.first)
            #expect(carbs["created_at"] as? String == "2026-05-10T11:15:00.000Z")
            #expect(carbs["carbs"] as? Int == 60)
            #expect(carbs["eventType"] as? String == "Meal Bolus")
            #expect(carbs["notes"] as? String == "Pasta")
            #expect(listed.last?["_id"] as? String == bolus["_id"] as? String)

            // In the journal: a bolus at 11:00 and a meal at 11:15.
            let doses = try await server.request(.GET, "/api/v1/insulin", token: token).array()
            #expect(doses.count == 1)
            #expect(doses.first?["units"] as? Double == 4.5)
            #expect(doses.first?["kind"] as? String == "bolus")
            let meals = try await server.request(.GET, "/api/v1/meals", token: token).array()
            #expect(meals.count == 1)
            #expect(meals.first?["carbs"] as? Double == 60)
            #expect(meals.first?["protein"] as? Double == 10)
            #expect(meals.first?["fat"] as? Double == 5)
            #expect(meals.first?["name"] as? String == "Meal Bolus")
            let mealTime = try #require(meals.first?["time"] as? String)
            #expect(try Date(mealTime, strategy: .iso8601) == Self.now.addingTimeInterval(-45 * 60))
        }
    }

    @Test func arrayOrderIDsAndUpserts() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let first = try await client.request(.POST, "treatments.json", json: [
                ["eventType": "Correction Bolus", "insulin": 1, "created_at": "2026-05-10T11:00:00Z"],
                ["eventType": "Carb Correction", "carbs": 15, "identifier": "loop-carb-1", "created_at": "2026-05-10T11:05:00Z"],
                ["eventType": "BG Check", "glucose": "5.5", "units": "mmol", "glucoseType": "Finger", "created_at": "2026-05-10T11:10:00Z"],
                ["eventType": "Exercise", "duration": "30", "notes": "Run", "created_at": "2026-05-10T07:00:00Z"],
                ["eventType": "Note", "notes": "new sensor", "created_at": "2026-05-10T08:00:00Z"],
            ]).array()
            #expect(first.map { $0["eventType"] as? String } == ["Correction Bolus", "Carb Correction", "BG Check", "Exercise", "Note"])
            #expect(Set(first.compactMap { $0["_id"] as? String }).count == 5)
            #expect(first[2]["glucose"] as? Double == 5.5)

            // The same created_at and eventType, or the same identifier: updated, not duplicated.
            let again = try await client.request(.POST, "treatments", json: [
                ["eventType": "Correction Bolus", "insulin": 1.5, "created_at": "2026-05-10T11:00:00.000Z"],
                ["eventType": "Carb Correction", "carbs": 20, "identifier": "loop-carb-1", "created_at": "2026-05-10T11:06:00Z"],
            ]).array()
            #expect(again.map { $0["_id"] as? String } == [first[0]["_id"] as? String, first[1]["_id"] as? String])
            #expect(try await client.get("treatments.json?count=20").count == 5)

            let doses = try await server.request(.GET, "/api/v1/insulin", token: token).array()
            #expect(doses.map { $0["units"] as? Double } == [1.5])
            #expect(doses.first?["kind"] as? String == "correction")
            let meals = try await server.request(.GET, "/api/v1/meals", token: token).array()
            #expect(meals.map { $0["carbs"] as? Double } == [20])
            let glucose = try await server.request(.GET, "/api/v1/glucose", token: token).array()
            #expect(glucose.count == 1)
            #expect(glucose.first?["source"] as? String == "meter")
            #expect(glucose.first?["value"] as? Double == 99)   // 5.5 × 18.01559 = 99.09, shown rounded in mg/dL
            let exercise = try await server.request(.GET, "/api/v1/exercise", token: token).array()
            #expect(exercise.map { $0["minutes"] as? Double } == [30])
            #expect(exercise.first?["name"] as? String == "Run")

            // Deleting through Nightscout deletes the journal row too.
            let correction = try #require(first[0]["_id"] as? String)
            #expect(try await client.request(.DELETE, "treatments/\(correction)").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/insulin", token: token).array().isEmpty)
            #expect(try await client.request(.DELETE, "treatments/\(correction)").status == .notFound)
            let byQuery = try await client.request(.DELETE, "treatments?find[eventType]=Exercise&find[created_at][$gte]=2026-05-10")
            #expect(try byQuery.object()["n"] as? Int == 1)
            #expect(try await server.request(.GET, "/api/v1/exercise", token: token).array().isEmpty)
        }
    }

    /// AndroidAPS and Loop send their own UUID as `_id`: as in Nightscout it becomes the `identifier`, the
    /// server gives the `_id`, and the client's id still finds, updates and deletes the treatment, in v1 and v3.
    @Test func aClientsOwnIDBecomesTheIdentifier() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let uuid = "8f3c2a9e-1b4d-4e6f-a7c8-9d0e1f2a3b4c"
            let posted = try await client.request(.POST, "treatments.json", json: [
                ["_id": uuid, "eventType": "Correction Bolus", "insulin": 2, "created_at": "2026-05-10T11:00:00Z"],
            ]).array()
            #expect(posted.first?["identifier"] as? String == uuid)
            let serverID = try #require(posted.first?["_id"] as? String)
            #expect(serverID.count == 24 && serverID != uuid)

            let v3 = try await NightscoutV3Client.of(server, token: token, role: "uploader")
            #expect(try await v3.document("treatments/\(uuid)")["insulin"] as? Int == 2)

            // Sent again under the same id with another dose: the same treatment, updated.
            _ = try await client.request(.POST, "treatments.json", json: [
                ["_id": uuid, "eventType": "Correction Bolus", "insulin": 2.5, "created_at": "2026-05-10T11:01:00Z"],
            ])
            #expect(try await server.request(.GET, "/api/v1/insulin", token: token).array().map { $0["units"] as? Double } == [2.5])
            #expect(try await client.request(.DELETE, "treatments/\(uuid)").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/insulin", token: token).array().isEmpty)

            // An entry too: its own id finds it.
            let entry = try await client.request(.POST, "entries.json", json: [
                ["_id": "aaps-sgv-1", "type": "sgv", "sgv": 120, "date": NightscoutEntriesTests.at1100],
            ]).array()
            #expect(entry.first?["identifier"] as? String == "aaps-sgv-1")
            #expect(try await client.get("entries/aaps-sgv-1.json").map { $0["sgv"] as? Int } == [120])
        }
    }

    @Test func whatIsLoggedInDaybookShowsAsTreatments() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await server.request(.POST, "/api/v1/insulin", token: token, json: ["units": 6, "kind": "basal", "name": "Tresiba", "time": "2026-05-10T07:00:00Z"])
            try await server.request(.POST, "/api/v1/meals", token: token, json: ["name": "Porridge", "carbs": 45, "protein": 8, "fat": 6, "time": "2026-05-10T07:30:00Z"])
            let listed = try await client.get("treatments.json")
            #expect(listed.map { $0["eventType"] as? String } == ["Carb Correction", "Basal Injection"])
            #expect(listed[0]["carbs"] as? Int == 45)
            #expect(listed[0]["foodType"] as? String == "Porridge")
            #expect(listed[1]["insulin"] as? Int == 6)
            #expect(listed[1]["created_at"] as? String == "2026-05-10T07:00:00.000Z")
            let mealID = try #require(listed[0]["_id"] as? String)
            #expect(try await client.request(.DELETE, "treatments/\(mealID)").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/meals", token: token).array().isEmpty)
        }
    }

    @Test func badValuesAre422AndNothingIsStored() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let response = try await client.request(.POST, "treatments", json: [
                ["eventType": "Correction Bolus", "insulin": 2, "created_at": "2026-05-10T11:00:00Z"],
                ["eventType": "Correction Bolus", "insulin": "250", "created_at": "2026-05-10T11:30:00Z"],
            ])
            #expect(response.status == .unprocessableEntity)
            #expect(try response.apiError().field == "insulin")
            #expect(try await client.request(.POST, "treatments", json: ["eventType": "Note", "created_at": "soon"]).status == .unprocessableEntity)
            #expect(try await client.request(.POST, "treatments", body: "[1, 2]").status == .badRequest)
            #expect(try await client.get("treatments.json").isEmpty)
            #expect(try await server.request(.GET, "/api/v1/insulin", token: token).array().isEmpty)
        }
    }

    @Test func deviceStatusAndProfileRoundTrip() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let status: [String: Any] = [
                "device": "loop://iPhone", "created_at": "2026-05-10T11:55:00Z",
                "loop": ["iob": ["iob": 1.25, "timestamp": "2026-05-10T11:55:00Z"], "name": "Loop"],
                "pump": ["reservoir": 101.5, "battery": ["percent": 80]],
                "uploaderBattery": 64,
            ]
            let posted = try await client.request(.POST, "devicestatus", json: [status, ["device": "xDrip", "uploaderBattery": 50]]).array()
            #expect(posted.count == 2)
            #expect(posted.allSatisfy { $0["_id"] is String })
            // The second had no created_at: it is now.
            #expect(posted[1]["created_at"] as? String == "2026-05-10T12:00:00.000Z")
            let listed = try await client.get("devicestatus.json?count=1")
            #expect(listed.count == 1)
            #expect(listed.first?["device"] as? String == "xDrip")
            let loop = try await client.get("devicestatus.json?find[device]=loop://iPhone")
            let first = try #require(loop.first)
            #expect(((first["loop"] as? [String: Any])?["iob"] as? [String: Any])?["iob"] as? Double == 1.25)
            #expect((first["pump"] as? [String: Any])?["reservoir"] as? Double == 101.5)
            #expect(((first["pump"] as? [String: Any])?["battery"] as? [String: Any])?["percent"] as? Int == 80)

            let profile: [String: Any] = [
                "defaultProfile": "Default", "startDate": "2026-05-01T00:00:00.000Z", "units": "mg/dl",
                "store": ["Default": ["dia": 5, "carbratio": [["time": "00:00", "value": 10]], "sens": [["time": "00:00", "value": 40]]]],
            ]
            #expect(try await client.request(.POST, "profile", json: profile).status == .ok)
            let current = try await client.request(.GET, "profile/current").object()
            #expect(current["defaultProfile"] as? String == "Default")
            #expect(((current["store"] as? [String: Any])?["Default"] as? [String: Any])?["dia"] as? Int == 5)
            #expect(try await client.get("profile.json").count == 1)
            // Stored documents log nothing in the journal.
            #expect(try await server.request(.GET, "/api/v1/glucose", token: token).array().isEmpty)
        }
    }
}
