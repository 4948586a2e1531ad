import Foundation
import Testing
import Vapor
@testable import DaybookServer

/// One morning (waking temperature, mucus, LH test, flow) through `/api/v1/days/{date}/morning` and the
/// log page's form: saved, read back, saved again without duplicates, cleared, refused with the field
/// named and nothing changed, and private to its owner.
@Suite struct MorningAPITests {
    let full: [String: Any] = [
        "temperature": ["value": 36.45, "unit": "C", "time": "06:40", "excluded": false],
        "mucus": ["feeling": "wet", "texture": "creamy"], "ovulationTest": "positive", "flow": "LIGHT",
    ]

    func count(_ server: TestServer, _ kind: String, on date: String, token: String) async throws -> Int {
        try await server.request(.GET, "/api/v1/\(kind)?from=\(date)&to=\(date)", token: token).array().count
    }

    @Test func aMorningIsSavedReadBackAndSavedAgainWithoutDuplicates() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/symptoms", token: token, json: ["mood": "HAPPY"])
            let saved = try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token, json: full)
            #expect(saved.status == .ok, "\(saved.bodyText)")

            let read = try await server.request(.GET, "/api/v1/days/2026-05-04/morning", token: token).object()
            #expect(read["date"] as? String == "2026-05-04")
            let reading = try #require(read["temperature"] as? [String: Any])
            #expect(reading["value"] as? Double == 36.45 && reading["unit"] as? String == "C" && reading["time"] as? String == "06:40")
            #expect(reading["excluded"] as? Bool == false)
            #expect(read["mucus"] as? [String: String] == ["feeling": "wet", "texture": "creamy"])
            #expect(read["ovulationTest"] as? String == "positive" && read["flow"] as? String == "LIGHT")
            #expect(read["suggestedTime"] as? String == "06:40")

            var again = full
            again["temperature"] = ["value": 97.9, "unit": "F", "time": "07:10"]
            again["ovulationTest"] = "peak"
            #expect(try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token, json: again).status == .ok)
            #expect(try await count(server, "temperature", on: "2026-05-04", token: token) == 1)
            #expect(try await count(server, "ovulation-tests", on: "2026-05-04", token: token) == 1)
            let temperature = try await server.request(.GET, "/api/v1/temperature?from=2026-05-04&to=2026-05-04", token: token).array()
            #expect(temperature.first?["value"] as? Double == 36.61)
            let symptoms = try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: token).object()
            #expect(symptoms["mood"] as? String == "HAPPY" && symptoms["flow"] as? String == "LIGHT")
            // The other routes see the same values.
            let day = try await server.request(.GET, "/api/v1/days/2026-05-04/fertility", token: token).object()
            #expect(day["mucus"] as? [String: String] == ["feeling": "wet", "texture": "creamy"])
        }
    }

    @Test func nullClearsAPartAndAnAbsentPartIsKept() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            #expect(try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token, json: full).status == .ok)
            let cleared = try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token,
                                                   json: ["temperature": NSNull(), "ovulationTest": NSNull(), "flow": NSNull()])
            #expect(cleared.status == .ok, "\(cleared.bodyText)")
            let read = try cleared.object()
            #expect(read["temperature"] is NSNull && read["ovulationTest"] is NSNull && read["flow"] is NSNull)
            #expect(read["mucus"] as? [String: String] == ["feeling": "wet", "texture": "creamy"])
            #expect(try await count(server, "temperature", on: "2026-05-04", token: token) == 0)
            #expect(try await count(server, "ovulation-tests", on: "2026-05-04", token: token) == 0)
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/symptoms", token: token).status == .notFound)
        }
    }

    @Test func badValuesAreRefusedNamingTheFieldAndChangeNothing() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            #expect(try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token, json: full).status == .ok)
            let before = try await server.request(.GET, "/api/v1/days/2026-05-04/morning", token: token).bodyText

            var zone = Calendar(identifier: .gregorian)
            zone.timeZone = TimeZone(identifier: "UTC") ?? .gmt
            let twoAhead = try #require(zone.date(byAdding: .day, value: 2, to: server.clock.now))  // the server's today, two days on
            let ahead = String(ISO8601DateFormatter().string(from: twoAhead).prefix(10))
            let cases: [(String, [String: Any], String)] = [
                ("2026-05-04", ["temperature": ["value": 97.9, "unit": "C", "time": "07:00"], "flow": "HEAVY"], "temperature.value"),
                ("2026-05-04", ["mucus": ["feeling": "sticky", "texture": "creamy"], "flow": "HEAVY"], "mucus.feeling"),
                ("2026-05-04", ["temperature": ["value": 36.5, "time": "7am"], "flow": "HEAVY"], "temperature.time"),
                ("2026-05-04", ["temperature": ["value": 36.5, "colour": "red"]], "temperature.colour"),
                ("2026-05-04", ["ovulationTest": "maybe", "flow": "HEAVY"], "ovulationTest"),
                ("2026-05-04", ["flow": "LOTS"], "flow"),
                ("2026-05-04", ["weather": "sunny"], "weather"),
                (ahead, ["flow": "HEAVY"], "date"),
            ]
            for (date, body, field) in cases {
                let answer = try await server.request(.PUT, "/api/v1/days/\(date)/morning", token: token, json: body)
                #expect(answer.status == .unprocessableEntity, "\(body): \(answer.status) \(answer.bodyText)")
                #expect(try answer.apiError().field == field, "\(body): \(answer.bodyText)")
            }
            let mixUp = try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: token,
                                                 json: ["temperature": ["value": 97.9, "unit": "C"]])
            #expect(try mixUp.apiError().message?.contains("looks like °F") == true, "\(mixUp.bodyText)")
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/morning", token: token).bodyText == before)
            #expect(try await server.request(.GET, "/api/v1/days/\(ahead)/symptoms", token: token).status == .notFound)
        }
    }

    @Test func anotherPersonCannotReadOrChangeIt() async throws {
        try await TestServer.with { server in
            let (ada, adaID) = try await server.signUp(timeZone: "UTC")
            #expect(try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: ada, json: full).status == .ok)
            let (eve, _) = try await server.signUp("eve@example.org", name: "Eve", timeZone: "UTC")

            let theirs = try await server.request(.GET, "/api/v1/days/2026-05-04/morning?owner=\(adaID)", token: eve)
            #expect(theirs.status == .notFound)
            let own = try await server.request(.GET, "/api/v1/days/2026-05-04/morning", token: eve).object()
            #expect(own["temperature"] is NSNull && own["mucus"] is NSNull && own["flow"] is NSNull)
            #expect(try await server.request(.PUT, "/api/v1/days/2026-05-04/morning", token: eve, json: ["flow": NSNull()]).status == .ok)
            let still = try await server.request(.GET, "/api/v1/days/2026-05-04/morning", token: ada).object()
            #expect(still["flow"] as? String == "LIGHT")
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-04/morning").status == .unauthorized)
        }
    }

    @Test func theLogPageFormSavesAMorningAndComesBackToItsDate() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            _ = try await server.request(.PATCH, "/api/v1/me", token: token, json: [
                "language": "de", "tracking": ["trackTemperature": true, "trackMucus": true, "trackOvulationTests": true],
            ])
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let page = try await browser.get("/log?date=2026-05-02").bodyText
            #expect(page.contains("id=\"morning\"") && page.contains("data-day-source=\"/api/v1/days/{date}/morning\""))
            #expect(page.contains("href=\"/cycle#add-period\""))

            let form = ["date": "2026-05-02", "shownFor": "2026-05-02", "temperature": "36,55", "unit": "C", "time": "06:15",
                        "mucusFeeling": "slippery", "mucusTexture": "eggWhite", "ovulationTest": "peak", "flow": "SPOTTING"]
            let saved = try await browser.submit("/log?date=2026-05-02", to: "/log/morning", form)
            #expect(saved.status == .seeOther)
            #expect(saved.headers.first(name: .location) == "/log?saved=morning&date=2026-05-02#morning")
            let read = try await server.request(.GET, "/api/v1/days/2026-05-02/morning", token: token).object()
            #expect((read["temperature"] as? [String: Any])?["value"] as? Double == 36.55)
            #expect(read["ovulationTest"] as? String == "peak" && read["flow"] as? String == "SPOTTING")
            #expect(try await browser.get("/log?date=2026-05-02").bodyText.contains("value=\"36,55\""))

            // Without script: the page again, the German advice next to the temperature, what was typed kept.
            var typo = form
            typo["temperature"] = "97,9"
            typo["flow"] = "HEAVY"
            let page422 = try await browser.submit("/log?date=2026-05-02", to: "/log/morning", typo)
            #expect(page422.status == .unprocessableEntity)
            #expect(page422.bodyText.contains("97,9 °C ist keine Körpertemperatur. Als °F gelesen sind es 36,61 °C."))
            #expect(page422.bodyText.contains("value=\"97,9\"") && page422.bodyText.contains("name=\"unitFix\" value=\"F\""))
            // The page's script: JSON back, the refusal in German next to the temperature, nothing changed.
            let refused = try await browser.submit("/log?date=2026-05-02", to: "/log/morning", typo, accept: "application/json")
            #expect(refused.status == .unprocessableEntity)
            #expect(try refused.apiError().field == "temperature")
            #expect(try refused.apiError().message?.contains("97,9 °C ist keine Körpertemperatur") == true, "\(refused.bodyText)")
            #expect(try await server.request(.GET, "/api/v1/days/2026-05-02/morning", token: token).object()["flow"] as? String == "SPOTTING")
            let json = try await browser.submit("/log?date=2026-05-02", to: "/log/morning", form.merging(["flow": ""]) { $1 },
                                                accept: "application/json")
            #expect(json.status == .ok, "\(json.bodyText)")
            #expect(try json.object()["flow"] is NSNull && json.object()["date"] as? String == "2026-05-02")
            #expect(try await server.request(.GET, "/api/v1/temperature", token: token).array().count == 1)
        }
    }
}
