import Foundation
import Testing
import Vapor

/// Nightscout API v3 as AndroidAPS uses it: a token's JWT, documents created, read, changed and
/// deleted in every collection, the history a client syncs from, deduplication against what came
/// through API v1, the journal behind entries and treatments, and the permissions of each role.
@Suite struct NightscoutV3Tests {
    static let now = NightscoutEntriesTests.now
    static let at1100 = NightscoutEntriesTests.at1100
    static let at1105 = NightscoutEntriesTests.at1105
    static let nowMs = Int64(now.timeIntervalSince1970 * 1000)

    static func sgv(_ value: Int, at date: Int64) -> [String: Any] {
        ["type": "sgv", "sgv": value, "date": date, "utcOffset": 120, "app": "AndroidAPS", "device": "AndroidAPS-DexcomG6", "direction": "Flat"]
    }

    @Test func anEntryGoesThroughItsWholeLifeAndTheJournalFollows() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let aaps = try await NightscoutV3Client.of(server, token: ada, role: "uploader")
            let status = try await aaps.document("status")
            #expect((status["apiPermissions"] as? [String: String])?["entries"] == "crud")

            let created = try await aaps.request(.POST, "entries", json: Self.sgv(120, at: Self.at1100))
            #expect(created.status == .created, "\(created.bodyText)")
            let identifier = try #require(try created.object()["identifier"] as? String)
            #expect(created.headers.first(name: .location)?.hasSuffix("/api/v3/entries/\(identifier)") == true)
            #expect(created.headers.first(name: .lastModified) != nil)
            let glucose = "/api/v1/glucose?from=2026-05-10&to=2026-05-10"
            #expect(try await server.request(.GET, glucose, token: ada).array().map { $0["value"] as? Double } == [120])

            // The same reading sent again (AndroidAPS retries) is the same document: nothing doubles.
            let again = try await aaps.request(.POST, "entries", json: Self.sgv(120, at: Self.at1100))
            let againIdentifier = try again.object()["identifier"] as? String
            #expect(again.status == .ok && againIdentifier == identifier, "\(again.bodyText)")
            #expect(try await server.request(.GET, glucose, token: ada).array().count == 1)

            let read = try await aaps.document("entries/\(identifier)")
            #expect(read["sgv"] as? Int == 120 && read["identifier"] as? String == identifier && read["_id"] == nil)
            #expect(read["srvCreated"] as? Int64 == Self.nowMs)

            server.clock.advance(by: 60)
            var changed = Self.sgv(118, at: Self.at1100)
            changed["identifier"] = identifier
            #expect(try await aaps.request(.PUT, "entries/\(identifier)", json: changed).status == .ok)
            #expect(try await server.request(.GET, glucose, token: ada).array().map { $0["value"] as? Double } == [118])
            // v1 clients see the same entry.
            let v1 = try await NightscoutClient.of(server, token: ada)
            #expect(try await v1.get("entries.json").map { $0["sgv"] as? Int } == [118])

            let history = try await aaps.documents("entries/history/\(Self.nowMs)")
            #expect(history.map { $0["identifier"] as? String } == [identifier], "changed after the first write")
            #expect(history.first?["srvModified"] as? Int64 == Self.nowMs + 60_000)

            server.clock.advance(by: 60)
            #expect(try await aaps.request(.DELETE, "entries/\(identifier)").status == .ok)
            #expect(try await aaps.request(.GET, "entries/\(identifier)").status == .gone)
            #expect(try await server.request(.GET, glucose, token: ada).array().isEmpty, "the reading left the journal")
            #expect(try await v1.get("entries.json").isEmpty, "v1 clients no longer see it")
            let deletion = try await aaps.documents("entries/history/\(Self.nowMs + 60_000)")
            #expect(deletion.map { $0["isValid"] as? Bool } == [false], "other clients learn of the deletion")
            #expect(try await aaps.documents("entries?limit=10").isEmpty)

            #expect(try await aaps.request(.DELETE, "entries/\(identifier)?permanent=true").status == .ok)
            #expect(try await aaps.request(.GET, "entries/\(identifier)").status == .notFound)
        }
    }

    @Test func everyCollectionTakesCreateReadSearchPatchHistoryAndDelete() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let admin = try await NightscoutV3Client.of(server, token: ada, role: "admin")
            let documents: [String: [String: Any]] = [
                "entries": Self.sgv(131, at: Self.at1100),
                "treatments": ["eventType": "Correction Bolus", "insulin": 1.5, "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS"],
                "devicestatus": ["device": "openaps://phone", "pump": ["battery": ["percent": 80]], "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS"],
                "profile": ["defaultProfile": "Default", "store": ["Default": ["dia": 5]], "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS"],
                "food": ["name": "Apple", "carbs": 14, "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS"],
                "settings": ["identifier": "aaps-settings", "units": "mg/dl", "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS"],
            ]
            for (collection, document) in documents.sorted(by: { $0.key < $1.key }) {
                let identifier = try await admin.create(collection, document)
                let read = try await admin.document("\(collection)/\(identifier)")
                #expect(read["app"] as? String == "AndroidAPS", "\(collection)")
                #expect(read["created_at"] as? String == "2026-05-10T11:00:00.000Z", "\(collection): dates filled from each other")
                let found = try await admin.documents("\(collection)?date$gte=\(Self.at1100)&limit=5")
                #expect(found.map { $0["identifier"] as? String } == [identifier], "\(collection)")

                server.clock.advance(by: 1)
                let patched = try await admin.request(.PATCH, "\(collection)/\(identifier)", json: ["notes": "checked"])
                #expect(patched.status == .ok, "\(collection): \(patched.bodyText)")
                #expect(try await admin.document("\(collection)/\(identifier)")["notes"] as? String == "checked")
                let history = try await admin.documents("\(collection)/history/\(Self.nowMs)")
                #expect(history.map { $0["notes"] as? String } == ["checked"], "\(collection)")

                #expect(try await admin.request(.DELETE, "\(collection)/\(identifier)").status == .ok)
                #expect(try await admin.request(.GET, "\(collection)/\(identifier)").status == .gone, "\(collection)")
            }
            let latest = try #require(try await admin.document("lastModified")["collections"] as? [String: Int64])
            #expect(Set(latest.keys) == Set(documents.keys))
        }
    }

    @Test func whatCameThroughV1AndTheJournalIsSeenAndDeduplicated() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let v1 = try await NightscoutClient.of(server, token: ada)
            let aaps = try await NightscoutV3Client.of(server, token: ada, role: "uploader")
            let posted = try await v1.request(.POST, "treatments.json", json: [
                ["eventType": "Meal Bolus", "insulin": 4, "carbs": 40, "created_at": "2026-05-10T13:00:00.000+02:00"],
            ]).array()
            let v1ID = try #require(posted.first?["_id"] as? String)
            let logged = try await server.request(.POST, "/api/v1/insulin", token: ada,
                                                  json: ["units": 2, "kind": "correction", "time": "2026-05-10T10:30:00Z"]).object()
            let rowID = try #require(logged["id"] as? String)

            // Both show through v3, the v1 document under its _id, the journal's row under its own.
            let seen = try await aaps.documents("treatments?sort=created_at")
            let journalIdentifier = rowID.lowercased().replacingOccurrences(of: "-", with: "")
            #expect(seen.map { $0["identifier"] as? String } == [journalIdentifier, v1ID])
            let synced = try await aaps.documents("treatments/history/\(Self.at1100 - 86_400_000)")
            #expect(Set(synced.compactMap { $0["identifier"] as? String }) == [journalIdentifier, v1ID])

            // AndroidAPS sends the same bolus (same created_at and eventType, no identifier yet): it replaces
            // the v1 document instead of doubling the dose. (Its utcOffset must match: Nightscout keeps it.)
            let again = try await aaps.request(.POST, "treatments", json: [
                "eventType": "Meal Bolus", "insulin": 4, "carbs": 40, "date": Self.at1100, "utcOffset": 120, "app": "AndroidAPS",
            ])
            #expect(again.status == .ok, "\(again.bodyText)")
            let answer = try again.object()
            #expect(answer["isDeduplication"] as? Bool == true && answer["deduplicatedIdentifier"] as? String == v1ID)
            let doses = try await server.request(.GET, "/api/v1/insulin", token: ada).array()
            #expect(doses.map { $0["units"] as? Double }.sorted { ($0 ?? 0) < ($1 ?? 0) } == [2, 4])
            #expect(try await v1.get("treatments.json").count == 2, "v1 sees the replaced document once")

            // Deleting the journal's own row through v3 deletes the dose.
            #expect(try await aaps.request(.DELETE, "treatments/\(journalIdentifier)").status == .ok)
            #expect(try await server.request(.GET, "/api/v1/insulin", token: ada).array().map { $0["units"] as? Double } == [4])
        }
    }

    @Test func eachRoleMayDoWhatItsPermissionsSay() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let uploader = try await NightscoutV3Client.of(server, token: ada, role: "uploader")
            let follower = try await NightscoutV3Client.of(server, token: ada, role: "readable", name: "Nightguard")
            let identifier = try await uploader.create("entries", Self.sgv(140, at: Self.at1105))

            #expect(try await (follower.document("status")["apiPermissions"] as? [String: String])?["treatments"] == "r")
            #expect(try await follower.document("entries/\(identifier)")["sgv"] as? Int == 140)
            let refused = try await follower.request(.POST, "entries", json: Self.sgv(150, at: Self.at1100))
            let refusal = try refused.object()["message"] as? String
            #expect(refused.status == .forbidden && refusal == "Missing permission api:entries:create")
            #expect(try await follower.request(.DELETE, "entries/\(identifier)").status == .forbidden)
            #expect(try await server.request(.GET, "/api/v1/glucose?from=2026-05-10&to=2026-05-10", token: ada).array().count == 1)
            // Each app's settings are read by identifier; listing them all takes an admin.
            #expect(try await uploader.request(.GET, "settings").status == .forbidden)

            // Ada's JWT opens nothing of Bob's; the version alone is public.
            let bobs = try await NightscoutClient.of(server, token: bob)
            var headers = HTTPHeaders()
            headers.bearerAuthorization = .init(token: uploader.jwt)
            #expect(try await server.request(.GET, bobs.path + "/api/v3/entries", headers: headers).status == .unauthorized)
            #expect(try await server.request(.GET, bobs.path + "/api/v3/status").status == .unauthorized)
            #expect(try await server.request(.GET, bobs.path + "/api/v3/version").status == .ok)

            // At the root the JWT finds its person.
            let rooted = try await NightscoutV3Client.of(server, token: ada, role: "readable", name: "Watch", atRoot: true)
            #expect(try await rooted.documents("entries").map { $0["identifier"] as? String } == [identifier])
        }
    }

    @Test func followersReadTheLatestGlucoseAndItsTrend() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let v1 = try await NightscoutClient.of(server, token: ada)
            let lastHour = Self.nowMs - 10 * 60_000
            try await v1.request(.POST, "entries.json", json: [
                ["type": "sgv", "sgv": 112, "date": lastHour], ["type": "sgv", "sgv": 120, "date": lastHour + 300_000],
            ])
            let response = try await v1.server.request(.GET, v1.path + "/api/v2/properties", headers: ["api-secret": NightscoutClient.sha1(v1.secret)])
            #expect(response.status == .ok, "\(response.bodyText)")
            let properties = try response.object()
            #expect((properties["bgnow"] as? [String: Any])?["last"] as? Int == 120)
            #expect((properties["delta"] as? [String: Any])?["display"] as? String == "+8")
            #expect(try await server.request(.GET, v1.path + "/api/v2/properties").status == .unauthorized)
        }
    }
}
