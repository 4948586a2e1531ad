import Foundation
import Testing
import Vapor

/// The Mongo operators clients put in API v1 queries, replayed as they send them: Trio's remote
/// carbs and temporary-target fetches and its glucose delete (Trio/Sources/Services/Network/
/// Nightscout/NightscoutAPI.swift), `$in`/`$nin` as qs parses them, `$regex`, and the 422s.
@Suite struct NightscoutQueryOperatorTests {
    static let now = NightscoutTreatmentsTests.now   // 2026-05-10T12:00:00Z

    /// What Trio excludes from what it downloads: its own and other loops' entries.
    static let notFromLoops = ["Trio", "AndroidAPS", "openaps://AndroidAPS", "iAPS", "loop://iPhone"].enumerated()
        .map { "find[$and][\($0.offset)][enteredBy][$ne]=\($0.element)" }.joined(separator: "&")

    /// A query string with names and values percent-encoded, as URLComponents-based clients send it.
    static func encoded(_ items: [(String, String)]) -> String {
        items.map { name, value in
            [name, value].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0 }.joined(separator: "=")
        }.joined(separator: "&")
    }

    @Test func trioDownloadsRemoteCarbsAndTemporaryTargets() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let uploaded = try await client.request(.POST, "treatments.json", json: [
                ["eventType": "Carb Correction", "carbs": 25, "enteredBy": "LoopFollow", "created_at": "2026-05-10T11:30:00.000Z"],
                ["eventType": "Carb Correction", "carbs": 40, "enteredBy": "Trio", "created_at": "2026-05-10T11:35:00.000Z", "id": "trio-1"],
                ["eventType": "Carb Correction", "carbs": 15, "enteredBy": "AndroidAPS", "created_at": "2026-05-10T11:40:00.000Z"],
                ["eventType": "Carb Correction", "carbs": 10, "enteredBy": "careportal", "created_at": "2026-05-10T08:00:00.000Z"],
                ["eventType": "Note", "notes": "no carbs here", "enteredBy": "careportal", "created_at": "2026-05-10T11:45:00.000Z"],
                ["eventType": "Temporary Target", "duration": 60, "targetTop": 80, "targetBottom": 80, "units": "mg/dl",
                 "reason": "Eating Soon", "enteredBy": "AndroidAPS", "created_at": "2026-05-10T11:00:00.000Z"],
            ])
            #expect(uploaded.status == .ok, "\(uploaded.bodyText)")
            // A temporary target as Nightguard sets one: no created_at, so now.
            let target = try await client.request(.POST, "treatments?now=0", body: """
                {"eventType": "Temporary Target", "duration": 45, "reason": "Activity", "targetBottom": 140, "targetTop": 140, "units": "mg/dl", "enteredBy": "nightguard"}
                """)
            #expect(target.status == .ok, "\(target.bodyText)")

            let since = "find[created_at][$gt]=2026-05-10T09:00:00.000Z"
            let carbs = try await client.get("treatments.json?find[carbs][$exists]=true&\(Self.notFromLoops)&\(since)")
            #expect(carbs.map { $0["enteredBy"] as? String } == ["LoopFollow"])
            #expect(carbs.first?["carbs"] as? Int == 25)
            let everSince = try await client.get("treatments.json?find[carbs][$exists]=true&\(Self.notFromLoops)")
            #expect(everSince.map { $0["carbs"] as? Int } == [25, 10], "without a date: the last four days")

            let targets = try await client.get("treatments.json?find[eventType]=Temporary+Target&find[duration][$exists]=true&\(Self.notFromLoops)&\(since)")
            #expect(targets.map { $0["enteredBy"] as? String } == ["nightguard"])
            #expect(targets.first?["targetTop"] as? Int == 140 && targets.first?["duration"] as? Int == 45)
        }
    }

    @Test func trioDeletesAReadingByItsIdOrItsInstant() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await client.request(.POST, "entries.json", json: [
                ["type": "sgv", "sgv": 120, "date": NightscoutEntriesTests.at1100, "id": "trio-reading-1"],
                ["type": "sgv", "sgv": 125, "date": NightscoutEntriesTests.at1105],
                ["type": "sgv", "sgv": 130, "date": NightscoutEntriesTests.at1110],
            ])
            let byInstant = try await client.request(.DELETE, "entries.json?find[$or][0][id][$eq]=none&find[$or][1][dateString][$eq]=2026-05-10T11:05:00.000Z")
            #expect(try byInstant.object()["n"] as? Int == 1)
            let byID = try await client.request(.DELETE, "entries.json?find[$or][0][id][$eq]=trio-reading-1&find[$or][1][dateString][$eq]=2026-05-09T00:00:00.000Z")
            #expect(try byID.object()["n"] as? Int == 1)
            #expect(try await client.get("entries.json").map { $0["sgv"] as? Int } == [130])
        }
    }

    @Test func inNinAndRegexOnTreatmentsAndDeviceStatus() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await client.request(.POST, "treatments.json", json: [
                ["eventType": "Meal Bolus", "insulin": 3, "carbs": 45, "created_at": "2026-05-10T11:00:00Z"],
                ["eventType": "Correction Bolus", "insulin": 1, "created_at": "2026-05-10T11:10:00Z"],
                ["eventType": "Site Change", "notes": "Belly, left", "created_at": "2026-05-10T09:00:00Z"],
                ["eventType": "Sensor Change", "notes": "G7", "created_at": "2026-05-10T08:00:00Z"],
            ])
            let bracketed = try await client.get("treatments.json?find[eventType][$in][]=Meal+Bolus&find[eventType][$in][]=Correction+Bolus")
            let indexed = try await client.get("treatments.json?" + Self.encoded([("find[eventType][$in][0]", "Meal Bolus"), ("find[eventType][$in][1]", "Correction Bolus")]))
            #expect(bracketed.map { $0["eventType"] as? String } == ["Correction Bolus", "Meal Bolus"])
            #expect(indexed.map { $0["eventType"] as? String } == ["Correction Bolus", "Meal Bolus"])
            let others = try await client.get("treatments.json?find[eventType][$nin][]=Meal+Bolus&find[eventType][$nin][]=Correction+Bolus")
            #expect(others.map { $0["eventType"] as? String } == ["Site Change", "Sensor Change"])
            #expect(try await client.get("treatments.json?find[eventType][$regex]=Change$").count == 2)
            #expect(try await client.get("treatments.json?" + Self.encoded([("find[eventType][$regex]", "^Sensor")])).map { $0["notes"] as? String } == ["G7"])
            #expect(try await client.get("treatments.json?find[notes][$regex]=belly&find[notes][$options]=i").map { $0["eventType"] as? String } == ["Site Change"])
            let anyOf = try await client.get("treatments.json?find[$or][0][insulin][$gte]=2&find[$or][1][notes]=G7")
            #expect(anyOf.map { $0["eventType"] as? String } == ["Meal Bolus", "Sensor Change"])

            // Nightscout's reports ask for the OpenAPS statuses only.
            try await client.request(.POST, "devicestatus.json", json: [
                ["device": "openaps://rig", "openaps": ["iob": ["iob": 1.2]], "created_at": "2026-05-10T11:50:00Z"],
                ["device": "xdrip", "uploader": ["battery": 80], "created_at": "2026-05-10T11:55:00Z"],
            ])
            #expect(try await client.get("devicestatus.json?find[openaps][$exists]=true&count=10").map { $0["device"] as? String } == ["openaps://rig"])
            #expect(try await client.get("devicestatus.json?find[openaps.iob.iob][$gt]=1").count == 1)
        }
    }

    @Test func anOrNeverWidensTheWindow() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let fiveDaysAgo = NightscoutEntriesTests.at1100 - 5 * 86_400_000
            try await client.request(.POST, "entries.json", json: [
                ["type": "sgv", "sgv": 100, "date": fiveDaysAgo], ["type": "sgv", "sgv": 100, "date": NightscoutEntriesTests.at1100],
                ["type": "sgv", "sgv": 180, "date": NightscoutEntriesTests.at1105],
            ])
            let sixDaysAgo = fiveDaysAgo - 86_400_000
            // An $or's date is one alternative: it cannot bound what is read, so the last four days apply.
            let alternatives = try await client.get("entries.json?count=10&find[$or][0][date][$gte]=\(sixDaysAgo)&find[$or][1][sgv]=100")
            #expect(alternatives.map { $0["date"] as? Int64 } == [NightscoutEntriesTests.at1105, NightscoutEntriesTests.at1100])
            // A date outside it does, and the $or then filters what it read.
            let dated = try await client.get("entries.json?count=10&find[date][$gte]=\(sixDaysAgo)&find[$or][0][sgv]=100&find[$or][1][sgv][$gt]=300")
            #expect(dated.map { $0["date"] as? Int64 } == [NightscoutEntriesTests.at1100, fiveDaysAgo])
            // $and's dates bound it like dates outside.
            let anded = try await client.get("entries.json?count=10&find[$and][0][date][$gte]=\(sixDaysAgo)&find[$and][1][sgv][$lt]=150")
            #expect(anded.map { $0["date"] as? Int64 } == [NightscoutEntriesTests.at1100, fiveDaysAgo])
        }
    }

    @Test func whatIsNotSupportedIs422NamingTheParameterAndChangesNothing() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await client.request(.POST, "treatments.json", json: [["eventType": "Note", "notes": "keep me", "created_at": "2026-05-10T11:00:00Z"]])
            let cases: [(String, String, String)] = [
                ("treatments.json?find[notes][$where]=1", "find[notes][$where]", "$exists, $in, $nin, $regex"),
                ("treatments.json?find[notes][$regex]=(a%2B)%2B$", "find[notes][$regex]", "no groups"),
                ("treatments.json?find[notes][$exists]=maybe", "find[notes][$exists]", "true, false, 1 or 0"),
                ("treatments.json?find[$nor][0][notes]=x", "find[$nor][0][notes]", "$and and $or"),
                ("treatments.json?find[$or][x][notes]=x", "find[$or][x][notes]", "by number"),
                ("treatments.json?find[created_at][$regex]=2026", "find[created_at][$regex]", "is a date"),
            ]
            for (route, field, words) in cases {
                let response = try await client.request(.GET, route)
                #expect(response.status == .unprocessableEntity, "\(route): \(response.bodyText)")
                let error = try response.apiError()
                #expect(error.field == field && error.message?.contains(words) == true, "\(route): \(response.bodyText)")
            }
            let refused = try await client.request(.DELETE, "treatments.json?find[notes][$regex]=(keep)")
            #expect(refused.status == .unprocessableEntity)
            #expect(try await client.get("treatments.json").count == 1)
            let tooMany = (0...100).map { "find[$and][0][f\($0)]=1" }.joined(separator: "&")
            #expect(try await client.request(.GET, "treatments.json?\(tooMany)").apiError().field == "find")
        }
    }
}
