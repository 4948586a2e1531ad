import Foundation
import Testing
import Vapor

/// Journal facts may be dated at most one day past today in the person's zone: two days ahead is a
/// 422 naming the field, whichever way it comes in; one day ahead is accepted.
@Suite struct JournalHorizonTests {
    /// 10 March 2026, noon UTC: tomorrow is the 11th, the 12th is too far.
    let clock = TestClock(Date(timeIntervalSince1970: 1_773_144_000))
    static let tomorrow = "2026-03-11"
    static let dayAfter = "2026-03-12"

    struct Write: Sendable {
        let method: HTTPMethod
        let path: @Sendable (String) -> String
        let json: @Sendable (String) -> [String: Any]
        let field: String
    }

    static let writes: [String: Write] = [
        "stress": Write(method: .POST, path: { _ in "/api/v1/stress" }, json: { ["level": 4, "time": "\($0)T08:00:00Z"] }, field: "time"),
        "glucose": Write(method: .POST, path: { _ in "/api/v1/glucose" },
                         json: { ["value": 100, "unit": "mg/dL", "time": "\($0)T08:00:00Z"] }, field: "time"),
        "insulin": Write(method: .POST, path: { _ in "/api/v1/insulin" },
                         json: { ["units": 2, "kind": "bolus", "time": "\($0)T08:00:00Z"] }, field: "time"),
        "meals": Write(method: .POST, path: { _ in "/api/v1/meals" },
                       json: { ["name": "Toast", "carbs": 30, "protein": 5, "fat": 3, "time": "\($0)T08:00:00Z"] }, field: "time"),
        "exercise": Write(method: .POST, path: { _ in "/api/v1/exercise" },
                          json: { ["name": "Run", "minutes": 30, "intensity": "medium", "time": "\($0)T08:00:00Z"] }, field: "time"),
        "spans": Write(method: .POST, path: { _ in "/api/v1/spans" }, json: { ["kind": "illness", "start": "\($0)T08:00:00Z"] }, field: "start"),
        "symptoms PUT": Write(method: .PUT, path: { "/api/v1/days/\($0)/symptoms" }, json: { _ in ["mood": "HAPPY"] }, field: "date"),
        "symptoms PATCH": Write(method: .PATCH, path: { "/api/v1/days/\($0)/symptoms" }, json: { _ in ["notes": "x"] }, field: "date"),
        "metrics": Write(method: .PUT, path: { "/api/v1/days/\($0)/metrics" }, json: { _ in ["sleep": 7] }, field: "date"),
        "period end": Write(method: .POST, path: { _ in "/api/v1/cycle/periods" }, json: { ["start": "2026-03-08", "end": $0] }, field: "end"),
        "pause": Write(method: .POST, path: { _ in "/api/v1/cycle/pauses" }, json: { ["kind": "other", "start": $0] }, field: "start"),
    ]

    @Test(arguments: writes.keys.sorted())
    func twoDaysAheadIsRefusedAndOneDayAheadAccepted(_ name: String) async throws {
        let write = try #require(Self.writes[name])
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let refused = try await server.request(write.method, write.path(Self.dayAfter), token: token, json: write.json(Self.dayAfter))
            #expect(refused.status == .unprocessableEntity, "\(name): \(refused.bodyText)")
            #expect(try refused.apiError().field == write.field, "\(name): \(refused.bodyText)")
            #expect(try refused.apiError().message?.contains(Self.tomorrow) == true, "\(name): \(refused.bodyText)")
            let accepted = try await server.request(write.method, write.path(Self.tomorrow), token: token, json: write.json(Self.tomorrow))
            #expect(accepted.status.code < 300, "\(name): \(accepted.bodyText)")
        }
    }

    @Test func aPersonsZoneDecidesWhatTomorrowIs() async throws {
        try await TestServer.with(clock: clock) { server in
            // Noon UTC is already 01:00 on the 11th in Kiritimati (UTC+14): the 12th is its tomorrow.
            let (token, _) = try await server.signUp(timeZone: "Pacific/Kiritimati")
            let accepted = try await server.request(.PUT, "/api/v1/days/\(Self.dayAfter)/symptoms", token: token, json: ["mood": "HAPPY"])
            #expect(accepted.status == .ok, "\(accepted.bodyText)")
            let refused = try await server.request(.PUT, "/api/v1/days/2026-03-13/symptoms", token: token, json: ["mood": "HAPPY"])
            #expect(refused.status == .unprocessableEntity)
        }
    }

    @Test func aFileWithADayTooFarIsRefusedAtItsLineAndAddsNothing() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let file = "date,bleeding.value\n2026-03-01,2\n\(Self.dayAfter),2\n"
            let refused = try await server.request(.POST, "/api/v1/imports?format=drip", token: token, body: file,
                                                   headers: ["Content-Type": "text/csv"])
            #expect(refused.status == .unprocessableEntity, "\(refused.bodyText)")
            #expect(try refused.apiError().field == "date")
            #expect(try refused.apiError().message?.hasPrefix("Line 3:") == true, "\(refused.bodyText)")
            #expect(try await server.request(.GET, "/api/v1/days/2026-03-01/symptoms", token: token).status == .notFound)
            let accepted = try await server.request(.POST, "/api/v1/imports?format=drip", token: token,
                                                    body: "date,bleeding.value\n\(Self.tomorrow),2\n", headers: ["Content-Type": "text/csv"])
            #expect(accepted.status == .ok, "\(accepted.bodyText)")
        }
    }

    @Test func nightscoutUploadsAreRefusedBeyondTomorrow() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            let client = try await NightscoutClient.of(server, token: token)
            let tooFar = clock.now.addingTimeInterval(2 * 86_400).timeIntervalSince1970 * 1000
            let entry = try await client.request(.POST, "entries", json: [["type": "sgv", "sgv": 120, "date": tooFar]])
            #expect(entry.status == .unprocessableEntity, "\(entry.bodyText)")
            #expect(entry.bodyText.contains("date"))
            let treatment = try await client.request(.POST, "treatments", json: [["eventType": "Meal Bolus", "carbs": 20,
                                                                                  "created_at": "\(Self.dayAfter)T10:00:00Z"]])
            #expect(treatment.status == .unprocessableEntity, "\(treatment.bodyText)")
            #expect(treatment.bodyText.contains("created_at"))
            let soon = clock.now.addingTimeInterval(3_600).timeIntervalSince1970 * 1000
            #expect(try await client.request(.POST, "entries", json: [["type": "sgv", "sgv": 120, "date": soon]]).status == .ok)
        }
    }

    @Test func aWebFormNamesTheDateField() async throws {
        try await TestServer.with(clock: clock) { server in
            _ = try await server.signUp(timeZone: "UTC")
            let browser = WebClient(server)
            try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let refused = try await browser.submit("/log", to: "/log/day", ["date": Self.dayAfter, "mood": "HAPPY"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.bodyText.contains(Self.tomorrow), "the page says which date is the latest")
            let accepted = try await browser.submit("/log", to: "/log/day", ["date": Self.tomorrow, "mood": "HAPPY"])
            #expect(accepted.status == .seeOther, "\(accepted.bodyText.prefix(300))")
        }
    }

    @Test func anExportDocumentWithAFutureEntryNamesItsPlace() async throws {
        try await TestServer.with(clock: clock) { server in
            let (token, _) = try await server.signUp(timeZone: "UTC")
            _ = try await server.request(.POST, "/api/v1/stress", token: token, json: ["level": 3, "time": "2026-03-09T08:00:00Z"])
            var document = try await server.request(.GET, "/api/v1/export", token: token).object()
            var stress = try #require(document["stress"] as? [[String: Any]])
            stress[0]["time"] = "\(Self.dayAfter)T08:00:00Z"
            document["stress"] = stress
            let refused = try await server.request(.POST, "/api/v1/import", token: token, json: document)
            #expect(refused.status == .unprocessableEntity, "\(refused.bodyText)")
            #expect(try refused.apiError().field == "stress[0].time")
        }
    }
}
