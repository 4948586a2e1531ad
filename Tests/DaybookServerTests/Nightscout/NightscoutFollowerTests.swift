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
}
