import Foundation
import Testing
import Vapor

/// Weight, basal temperature, ovulation tests and the day's mucus, through the API as a client uses
/// them: units converted on the way in, impossible values refused with the field named, the day and
/// the export carrying them, and a share of the cycle showing the fertility signs but not the weight.
@Suite struct BodySignsAPITests {
    @Test func weightAndTemperatureAreKeptInKilogramsAndCelsius() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let weight = try await server.request(.POST, "/api/v1/weight", token: token,
                                                  json: ["value": 154, "unit": "lb", "time": "2026-05-04T07:00:00Z"])
            #expect(weight.status == .created, "\(weight.bodyText)")
            #expect(try weight.object()["value"] as? Double == 69.85 && weight.object()["unit"] as? String == "kg")
            let temperature = try await server.request(.POST, "/api/v1/temperature", token: token,
                                                       json: ["value": 97.7, "unit": "F", "time": "2026-05-04T06:30:00Z", "excluded": true])
            #expect(temperature.status == .created, "\(temperature.bodyText)")
            let shown = try temperature.object()
            #expect(shown["value"] as? Double == 36.5 && shown["unit"] as? String == "C" && shown["excluded"] as? Bool == true)
            let id = try #require(shown["id"] as? String)
            let patched = try await server.request(.PATCH, "/api/v1/temperature/\(id)", token: token, json: ["excluded": false]).object()
            #expect(patched["excluded"] as? Bool == false && patched["value"] as? Double == 36.5)

            let day = try await server.request(.GET, "/api/v1/days/2026-05-04", token: token).object()
            #expect((day["weight"] as? [Any])?.count == 1 && (day["temperature"] as? [Any])?.count == 1)
            let logged = try #require((day["summary"] as? [String: Any])?["logged"] as? [String])
            #expect(logged.contains("weight") && logged.contains("temperature"))
        }
    }

    @Test func impossibleValuesAreRefusedNamingTheField() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let cases: [(String, [String: Any], String)] = [
                ("/api/v1/weight", ["value": 6.5, "unit": "kg", "time": "2026-05-04T07:00:00Z"], "value"),
                ("/api/v1/weight", ["value": 70, "unit": "stone", "time": "2026-05-04T07:00:00Z"], "unit"),
                ("/api/v1/temperature", ["value": 365, "unit": "C", "time": "2026-05-04T07:00:00Z"], "value"),
                ("/api/v1/temperature", ["value": 36.5, "time": "2999-05-04T07:00:00Z"], "time"),
                ("/api/v1/ovulation-tests", ["result": "maybe", "time": "2026-05-04T07:00:00Z"], "result"),
            ]
            for (path, body, field) in cases {
                let answer = try await server.request(.POST, path, token: token, json: body)
                #expect(answer.status == .unprocessableEntity, "\(path) \(body): \(answer.status)")
                #expect(try answer.apiError().field == field, "\(path): \(answer.bodyText)")
            }
            let mucus = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: token,
                                                 json: ["mucus": ["feeling": "sticky", "texture": "creamy"]])
            #expect(mucus.status == .unprocessableEntity)
            #expect(try mucus.apiError().field == "mucus.feeling", "\(mucus.bodyText)")
            let extra = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: token,
                                                 json: ["mucus": ["feeling": "dry", "texture": "none", "colour": "clear"]])
            #expect(extra.status == .unprocessableEntity)
            #expect(try extra.apiError().field == "mucus.colour", "\(extra.bodyText)")
            // Nothing of it was stored.
            let day = try await server.request(.GET, "/api/v1/days/2026-05-04", token: token).object()
            #expect((day["weight"] as? [Any])?.isEmpty == true && day["fertility"] == nil)
        }
    }

    @Test func theDaysMucusIsSetReadAndRemoved() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let put = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: token,
                                               json: ["mucus": ["feeling": "slippery", "texture": "eggWhite"]])
            #expect(put.status == .ok, "\(put.bodyText)")
            let read = try await server.request(.GET, "/api/v1/days/2026-05-04/fertility", token: token).object()
            #expect((read["mucus"] as? [String: String]) == ["feeling": "slippery", "texture": "eggWhite"])
            #expect(read["date"] as? String == "2026-05-04")
            let test = try await server.request(.POST, "/api/v1/ovulation-tests", token: token, json: ["result": "peak", "time": "2026-05-04T09:00:00Z"])
            #expect(test.status == .created)
            let calendar = try await server.request(.GET, "/api/v1/calendar/2026/5", token: token).object()
            let fourth = try #require(((calendar["2026"] as? [String: Any])?["5"] as? [Any])?[3] as? [String: Any])
            let marks = try #require(fourth["logged"] as? [String])
            #expect(marks.contains("fertility") && marks.contains("ovulationTests"), "\(fourth)")
            #expect(try await server.request(.DELETE, "/api/v1/days/2026-05-04/fertility", token: token).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/fertility", token: token).status == .notFound)
        }
    }

    @Test func anExportCarriesTheSignsIntoAnotherAccount() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/weight", token: ada, json: ["value": 61.5, "time": "2026-05-04T07:00:00Z"])
            _ = try await server.request(.POST, "/api/v1/temperature", token: ada, json: ["value": 36.45, "time": "2026-05-04T06:30:00Z"])
            _ = try await server.request(.POST, "/api/v1/ovulation-tests", token: ada, json: ["result": "positive", "time": "2026-05-04T09:00:00Z"])
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: ada, json: ["mucus": ["feeling": "wet", "texture": "creamy"]])
            let document = try await server.request(.GET, "/api/v1/export", token: ada).object()
            for list in ["weight", "temperature", "ovulationTests", "fertility"] {
                #expect((document[list] as? [Any])?.count == 1, "\(list)")
            }
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            let imported = try await server.request(.POST, "/api/v1/import?mode=merge", token: bob, json: document)
            #expect(imported.status == .ok, "\(imported.bodyText)")
            let added = try #require(try imported.object()["added"] as? [String: Int])
            #expect(added["weight"] == 1 && added["temperature"] == 1 && added["ovulationTests"] == 1 && added["fertility"] == 1, "\(added)")
            let day = try await server.request(.GET, "/api/v1/days/2026-05-04", token: bob).object()
            #expect(((day["temperature"] as? [[String: Any]])?.first?["value"] as? Double) == 36.45)
            #expect(((day["fertility"] as? [String: Any])?["mucus"] as? [String: String])?["texture"] == "creamy")
        }
    }

    @Test func aShareOfTheCycleShowsTheFertilitySignsButNotTheWeight() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp(timeZone: "UTC")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob", timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/weight", token: ada, json: ["value": 61.5, "time": "2026-05-04T07:00:00Z"])
            _ = try await server.request(.POST, "/api/v1/temperature", token: ada, json: ["value": 36.45, "time": "2026-05-04T06:30:00Z"])
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: ada, json: ["mucus": ["feeling": "wet", "texture": "creamy"]])
            let share = try await server.request(.POST, "/api/v1/shares", token: ada, json: ["email": "bob@example.org", "categories": ["cycle"]]).object()
            let code = try #require((share["invitation"] as? [String: Any])?["code"] as? String)
            _ = try await server.request(.POST, "/api/v1/shares/accept", token: bob, json: ["code": code])
            let owner = try #require(try await server.request(.GET, "/api/v1/me", token: ada).object()["id"] as? String)
            let day = try await server.request(.GET, "/api/v1/days/2026-05-04?owner=\(owner)", token: bob).object()
            #expect((day["temperature"] as? [Any])?.count == 1 && day["fertility"] != nil)
            #expect((day["weight"] as? [Any])?.isEmpty == true)
            // Not granted reads as not there at all.
            #expect(try await server.request(.GET, "/api/v1/weight?owner=\(owner)", token: bob).status == .notFound)
        }
    }
}
