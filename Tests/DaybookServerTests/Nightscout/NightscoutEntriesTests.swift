import Foundation
import Testing
import Vapor

/// Ported from Nightscout's tests/api.entries.test.js and what xDrip+ and Loop rely on.
@Suite struct NightscoutEntriesTests {
    /// 2026-05-10T12:00:00Z; entries below are 11:00, 11:05, 11:10 (ms checked with Python).
    static let now = Date(timeIntervalSince1970: 1_778_414_400)
    static let at1100: Int64 = 1_778_410_800_000
    static let at1105: Int64 = 1_778_411_100_000
    static let at1110: Int64 = 1_778_411_400_000

    @Test func arrayPostAnswersInOrderWithIDsAndKeepsFieldsAsSent() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let posted = try await client.request(.POST, "entries.json", json: [
                ["type": "sgv", "sgv": 130, "date": Self.at1110, "direction": "Flat", "device": "xDrip-DexcomG6", "noise": 1],
                ["type": "sgv", "sgv": "125", "date": Self.at1100, "dateString": "2026-05-10T13:00:00.000+02:00", "utcOffset": 120],
                ["type": "mbg", "mbg": 118, "date": Self.at1105],
            ])
            #expect(posted.status == .ok, "\(posted.bodyText)")
            let items = try posted.array()
            #expect(items.count == 3)
            #expect(items.map { $0["date"] as? Int64 } == [Self.at1110, Self.at1100, Self.at1105])
            #expect(items.allSatisfy { ($0["_id"] as? String)?.isEmpty == false })
            #expect(Set(items.compactMap { $0["_id"] as? String }).count == 3)
            // The client's own fields come back, in the types clients read them (a string sgv as a whole
            // number, as Trio and xDrip+'s follower decode it); utcOffset is kept.
            #expect(items[1]["sgv"] as? Int == 125)
            #expect(items[1]["utcOffset"] as? Int == 120)
            #expect(items[0]["direction"] as? String == "Flat")
            #expect(items[0]["dateString"] as? String == "2026-05-10T11:10:00.000Z")

            // Newest first.
            let listed = try await client.get("entries.json")
            #expect(listed.map { $0["date"] as? Int64 } == [Self.at1110, Self.at1105, Self.at1100])
            #expect(listed.first?["noise"] as? Int == 1)

            // They are Daybook glucose readings: sgv → cgm, mbg → meter.
            let readings = try await server.request(.GET, "/api/v1/glucose?from=2026-05-10&to=2026-05-10", token: token).array()
            #expect(readings.count == 3)
            #expect(readings.map { $0["value"] as? Double } == [125, 118, 130])
            #expect(readings.map { $0["source"] as? String } == ["cgm", "meter", "cgm"])
            let day = try await server.request(.GET, "/api/v1/days/2026-05-10", token: token)
            #expect(day.status == .ok)
        }
    }

    @Test func queryCurrentTypeAndDelete() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await client.request(.POST, "entries", json: [
                ["type": "sgv", "sgv": 100, "date": Self.at1100],
                ["type": "sgv", "sgv": 110, "date": Self.at1105],
                ["type": "sgv", "sgv": 120, "date": Self.at1110],
                ["type": "mbg", "mbg": 140, "date": Self.at1105],
            ])
            let gte = try await client.get("entries.json?find[date][$gte]=\(Self.at1105)&find[type]=sgv")
            #expect(gte.map { $0["sgv"] as? Int } == [120, 110])
            let lt = try await client.get("entries.json?find[date][$lt]=\(Self.at1110)&count=2")
            #expect(lt.count == 2)
            #expect(lt.map { $0["date"] as? Int64 } == [Self.at1105, Self.at1105])
            let byValue = try await client.get("entries/sgv.json?find[sgv][$gte]=110&find[sgv][$lte]=115")
            #expect(byValue.map { $0["sgv"] as? Int } == [110])
            let current = try await client.get("entries/current.json")
            #expect(current.count == 1)
            #expect(current.first?["sgv"] as? Int == 120)
            let dateStringQuery = try await client.get("entries.json?find[dateString][$gte]=2026-05-10T11:04:00Z&find[dateString][$lte]=2026-05-10T11:06:00Z")
            #expect(dateStringQuery.count == 2)
            // Without `.json` and without Accept: Nightscout's tab-separated text, with the arrow Daybook
            // worked out from the reading before (+10 in 5 minutes: 2 mg/dL a minute).
            let text = try await client.request(.GET, "entries/sgv?count=1")
            #expect(text.bodyText == "\"2026-05-10T11:10:00.000Z\"\t\(Self.at1110)\t120\t\"FortyFiveUp\"\t")

            // DELETE with the same query removes the entries and the glucose readings behind them.
            let deleted = try await client.request(.DELETE, "entries?find[type]=sgv&find[date][$lte]=\(Self.at1105)")
            #expect(deleted.status == .ok)
            #expect(try deleted.object()["n"] as? Int == 2)
            let left = try await client.get("entries.json")
            #expect(left.map { $0["sgv"] as? Int ?? $0["mbg"] as? Int } == [120, 140])
            let readings = try await server.request(.GET, "/api/v1/glucose", token: token).array()
            #expect(readings.map { $0["value"] as? Double } == [140, 120])
            let id = try #require(left.first?["_id"] as? String)
            #expect(try await client.request(.DELETE, "entries/\(id)").status == .ok)
            #expect(try await client.get("entries.json").count == 1)
            #expect(try await client.request(.GET, "entries.json?find[date][$gte]=yesterday").status == .unprocessableEntity)
        }
    }

    @Test func withoutADateConditionOnlyTheLastFourDaysAreRead() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let fiveDaysAgo: Int64 = 1_777_978_800_000   // 2026-05-05T11:00Z
            let threeDaysAgo = Self.at1100 - 3 * 86_400_000
            try await client.request(.POST, "entries", json: [
                ["sgv": 90, "date": fiveDaysAgo], ["sgv": 95, "date": threeDaysAgo], ["sgv": 100, "date": Self.at1100],
            ])
            #expect(try await client.get("entries.json").map { $0["sgv"] as? Int } == [100, 95])
            let old = try await client.get("entries.json?find[date][$gte]=\(fiveDaysAgo - 1)&count=10")
            #expect(old.map { $0["sgv"] as? Int } == [100, 95, 90])
            // A type condition is not a date condition: the window still applies.
            #expect(try await client.get("entries/sgv.json?count=50").count == 2)
        }
    }

    @Test func repostingTheSameDateAndTypeUpdates() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let first = try await client.request(.POST, "entries", json: ["type": "sgv", "sgv": 150, "date": Self.at1100]).array()
            let second = try await client.request(.POST, "entries", json: [["type": "sgv", "sgv": 155, "date": Self.at1100],
                                                                           ["type": "mbg", "mbg": 150, "date": Self.at1100]]).array()
            #expect(second.first?["_id"] as? String == first.first?["_id"] as? String)
            let listed = try await client.get("entries.json")
            #expect(listed.count == 2)
            let readings = try await server.request(.GET, "/api/v1/glucose", token: token).array()
            #expect(readings.map { $0["value"] as? Double }.sorted { ($0 ?? 0) < ($1 ?? 0) } == [150, 155])
        }
    }

    @Test func readingsLoggedInDaybookShowAsEntriesAndJournalChangesShowThrough() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let logged = try await server.request(.POST, "/api/v1/glucose", token: token, json: [
                "value": 6.0, "unit": "mmol/L", "time": "2026-05-10T11:30:00Z", "source": "meter",
            ])
            #expect(logged.status == .created)
            let entries = try await client.get("entries.json")
            #expect(entries.count == 1)
            #expect(entries.first?["type"] as? String == "mbg")
            #expect(entries.first?["mbg"] as? Int == 108)   // 6.0 × 18.01559, whole as clients read it
            #expect(entries.first?["date"] as? Int64 == Self.at1100 + 30 * 60_000)

            // An uploaded entry edited in Daybook shows its new value; deleted in Daybook, it is gone.
            try await client.request(.POST, "entries", json: ["sgv": "140", "date": Self.at1100])
            let readings = try await server.request(.GET, "/api/v1/glucose", token: token).array()
            let uploaded = try #require(readings.first { $0["source"] as? String == "cgm" }?["id"] as? String)
            #expect(try await server.request(.PATCH, "/api/v1/glucose/\(uploaded)", token: token, json: ["value": 142]).status == .ok)
            let edited = try await client.get("entries/sgv.json")
            #expect(edited.first?["sgv"] as? Int == 142)
            #expect(try await server.request(.DELETE, "/api/v1/glucose/\(uploaded)", token: token).status == .noContent)
            #expect(try await client.get("entries/sgv.json").isEmpty)
            #expect(try await client.get("entries.json").count == 1)
        }
    }
}
