import Foundation
import Testing
import Vapor

/// What followers and simple clients need: entries with a trend even when Daybook logged them,
/// `count=0` for everything, and the endpoint reachable at the server's root by the secret alone.
@Suite struct NightscoutFollowerTests {
    static let now = NightscoutEntriesTests.now

    @Test func readingsLoggedInDaybookAreServedWithDeltaAndDirection() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            for (time, value) in [("11:00", 100), ("11:05", 110), ("11:10", 125), ("11:40", 124)] {
                let logged = try await server.request(.POST, "/api/v1/glucose", token: token,
                                                      json: ["value": value, "time": "2026-05-10T\(time):00Z", "source": "cgm"])
                try #require(logged.status == .created, "\(logged.bodyText)")
            }
            let client = try await NightscoutClient.of(server, token: token)
            let entries = try await client.get("entries/sgv.json?count=0")
            #expect(entries.map { $0["sgv"] as? Int } == [124, 125, 110, 100])
            // 11:40 has nothing within 15 minutes before it; 11:10 rose 15 in 5 min (3/min: one arrow);
            // 11:05 rose 10 (2/min: 45°); 11:00 is the first.
            #expect(entries.map { $0["direction"] as? String } == ["NONE", "SingleUp", "FortyFiveUp", "NONE"])
            #expect(entries.map { ($0["delta"] as? NSNumber)?.doubleValue } == [0, 15, 10, 0])

            // A window that starts after the first reading still gets its first entry's trend.
            let windowed = try await client.get("entries.json?find[date][$gte]=\(NightscoutEntriesTests.at1105)&find[date][$lte]=\(NightscoutEntriesTests.at1110)")
            #expect(windowed.map { $0["direction"] as? String } == ["SingleUp", "FortyFiveUp"])
            #expect(try await client.request(.GET, "entries.json?count=-1").status == .unprocessableEntity)
        }
    }

    @Test func theRootEndpointFindsThePersonBySecret() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let adaClient = try await NightscoutClient.of(server, token: ada)
            let bobClient = try await NightscoutClient.of(server, token: bob)
            let atRoot = NightscoutClient(server: server, path: "", secret: adaClient.secret)
            let posted = try await atRoot.request(.POST, "entries.json", json: [["type": "sgv", "sgv": 140, "date": NightscoutEntriesTests.at1100]])
            #expect(posted.status == .ok, "\(posted.bodyText)")
            #expect(try await adaClient.get("entries.json").map { $0["sgv"] as? Int } == [140])
            #expect(try await bobClient.get("entries.json").isEmpty)
            let bobAtRoot = NightscoutClient(server: server, path: "", secret: bobClient.secret)
            #expect(try await bobAtRoot.get("entries.json").isEmpty)

            // The secret itself, Nightscout's `token=` header form and `?token=` all open it; nothing else does.
            for headers: HTTPHeaders in [["api-secret": adaClient.secret], ["api-secret": "token=\(adaClient.secret)"]] {
                let read = try await server.request(.GET, "/api/v1/entries.json", headers: headers)
                #expect(try read.status == .ok && read.array().count == 1, "\(read.bodyText)")
            }
            #expect(try await server.request(.GET, "/api/v1/entries.json?token=\(adaClient.secret)").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/entries.json", headers: ["api-secret": NightscoutClient.sha1("guess")]).status == .unauthorized)
            #expect(try await server.request(.GET, "/api/v1/entries.json").status == .unauthorized)
            // Daybook's own API beside it is untouched: a bearer token still reads the journal.
            #expect(try await server.request(.GET, "/api/v1/glucose?from=2026-05-10&to=2026-05-10", token: ada).array().count == 1)
        }
    }

    /// An instant `minutes` before `now`, as Loop writes them.
    static func iso(_ minutes: Double) -> String {
        Self.now.addingTimeInterval(-minutes * 60).formatted(Date.ISO8601FormatStyle())
    }

    static func properties(_ client: NightscoutClient, _ names: String = "") async throws -> [String: Any] {
        let response = try await client.server.request(.GET, client.path + "/api/v2/properties" + names,
                                                       headers: ["api-secret": NightscoutClient.sha1(client.secret)])
        try #require(response.status == .ok, "\(response.bodyText)")
        return try response.object()
    }

    @Test func propertiesShowTheLastReadingWhateverItsAge() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            let twoHoursAgo = NightscoutEntriesTests.at1100 - 3_600_000
            try await client.request(.POST, "entries.json", json: [
                ["type": "sgv", "sgv": 150, "date": twoHoursAgo - 300_000], ["type": "sgv", "sgv": 140, "date": twoHoursAgo, "direction": "FortyFiveDown"],
                ["type": "mbg", "mbg": 120, "date": twoHoursAgo + 600_000],
            ])
            let properties = try await Self.properties(client)
            let bgnow = try #require(properties["bgnow"] as? [String: Any])
            #expect(bgnow["last"] as? Int == 140 && bgnow["mills"] as? Int64 == twoHoursAgo)
            #expect(((bgnow["sgvs"] as? [[String: Any]])?.first)?["direction"] as? String == "FortyFiveDown")
            #expect((properties["delta"] as? [String: Any])?["display"] as? String == "-10")
            #expect((properties["upbat"] as? [String: Any])?["display"] as? String == "?%")
            #expect((properties["cage"] as? [String: Any])?["found"] as? Bool == false)
            #expect(properties["loop"] == nil && properties["pump"] == nil)

            // A reading logged in Daybook later still counts, and one "from the future" does not.
            let logged = try await server.request(.POST, "/api/v1/glucose", token: token,
                                                  json: ["value": 133, "time": "2026-05-10T10:30:00Z", "source": "cgm"])
            #expect(logged.status == .created, "\(logged.bodyText)")
            try await client.request(.POST, "entries.json", json: [["type": "sgv", "sgv": 300, "date": NightscoutEntriesTests.at1100 + 7_200_000]])
            #expect((try await Self.properties(client, "/bgnow")["bgnow"] as? [String: Any])?["last"] as? Int == 133)
        }
    }

    @Test func propertiesCarryWhatLoopUploadedAndTheAges() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (token, _) = try await server.signUp()
            let client = try await NightscoutClient.of(server, token: token)
            try await client.request(.POST, "entries.json", json: [["type": "sgv", "sgv": 112, "date": NightscoutEntriesTests.at1100 + 3_300_000]])
            // Loop's device status (NightscoutKit DeviceStatus.dictionaryRepresentation), posted as an array.
            let status = try await client.request(.POST, "devicestatus", json: [[
                "device": "loop://iPhone", "created_at": Self.iso(1),
                "pump": ["clock": Self.iso(1), "pumpID": "1F0B", "manufacturer": "Insulet", "model": "Dash", "suspended": false, "bolusing": false,
                         "reservoir": 42.5, "secondsFromGMT": 7200] as [String: Any],
                "uploader": ["name": "iPhone", "timestamp": Self.iso(1), "battery": 54] as [String: Any],
                "loop": ["name": "Loop", "version": "3.4.1", "timestamp": Self.iso(1),
                         "iob": ["timestamp": Self.iso(1), "iob": 2.15], "cob": ["cob": 31.5, "timestamp": Self.iso(1)],
                         "predicted": ["startDate": Self.iso(1), "values": [112, 110, 108]],
                         "enacted": ["rate": 0.45, "duration": 30, "timestamp": Self.iso(1), "received": true, "bolusVolume": 0]] as [String: Any],
                "override": ["timestamp": Self.iso(1), "active": false],
            ] as [String: Any]])
            #expect(status.status == .ok, "\(status.bodyText)")
            // Loop's profile: carbs on board needs sens and carbratio, as in Nightscout.
            try await client.request(.POST, "profile", json: [
                "defaultProfile": "Default", "startDate": "2026-01-01T00:00:00Z", "created_at": "2026-05-01T00:00:00Z",
                "store": ["Default": ["dia": 6, "carbs_hr": 20, "timezone": "Europe/Berlin", "units": "mg/dL",
                                      "sens": [["time": "00:00", "value": 45]], "carbratio": [["time": "00:00", "value": 10]],
                                      "basal": [["time": "00:00", "value": 0.9]]]],
            ] as [String: Any])
            try await client.request(.POST, "treatments.json", json: [
                ["eventType": "Site Change", "created_at": Self.iso(30 * 60 + 20)],
                ["eventType": "Sensor Start", "created_at": Self.iso(5 * 24 * 60)],
                ["eventType": "Pump Battery Change", "created_at": Self.iso(40 * 24 * 60)],
            ])
            let properties = try await Self.properties(client)
            #expect((properties["upbat"] as? [String: Any])?["display"] as? String == "54%")
            let iob = try #require(properties["iob"] as? [String: Any])
            #expect(iob["display"] as? String == "2.15" && iob["source"] as? String == "Loop")
            let cob = try #require(properties["cob"] as? [String: Any])
            #expect(cob["display"] as? Double == 31.5 && cob["source"] as? String == "Loop")
            let pump = try #require((properties["pump"] as? [String: Any])?["data"] as? [String: Any])
            #expect((pump["reservoir"] as? [String: Any])?["display"] as? String == "42.5U")
            let loop = try #require(properties["loop"] as? [String: Any])
            #expect((loop["display"] as? [String: Any])?["code"] as? String == "enacted")
            #expect(((loop["lastPredicted"] as? [String: Any])?["values"] as? [Int]) == [112, 110, 108])
            #expect((properties["basal"] as? [String: Any])?["display"] as? String == "0.900U")
            let cage = try #require(properties["cage"] as? [String: Any])
            #expect(cage["age"] as? Int == 30 && cage["display"] as? String == "30h")
            #expect((properties["sage"] as? [String: Any])?["min"] as? String == "Sensor Start")
            #expect(((properties["sage"] as? [String: Any])?["Sensor Start"] as? [String: Any])?["display"] as? String == "5d0h")
            #expect((properties["bage"] as? [String: Any])?["display"] as? String == "40d0h", "the newest within 62 days, not only the last day's")

            let some = try await Self.properties(client, "/iob,cob,nonsense")
            #expect(Set(some.keys) == ["iob", "cob"])
            let unknown = try await server.request(.GET, client.path + "/api/v2/properties/nonsense", headers: ["api-secret": NightscoutClient.sha1(client.secret)])
            #expect(unknown.status == .badRequest)
        }
    }
}
