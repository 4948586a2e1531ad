import Foundation
import Testing
import Vapor

/// The catalogue: bundled scenarios for everyone, imports private to their owner, files in and out.
@Suite struct TimelineScenarioAPITests {
    @Test func theCatalogueListsTheBundledScenariosWithSourcesAndLicenses() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let list = try await server.request(.GET, "/api/v1/timelines/scenarios", token: token).array()
            #expect(Set(list.compactMap { $0["named"] as? String }) == ["cosmic-calendar", "geologic-time", "solar-system-distances"])
            for entry in list {
                #expect(entry["events"] == nil)
                #expect((entry["license"] as? String)?.isEmpty == false)
                #expect((entry["source"] as? String)?.isEmpty == false)
                #expect((entry["nameDe"] as? String)?.isEmpty == false)
                #expect(entry["imported"] as? Bool == false)
            }
            let cosmic = try #require(list.first { $0["named"] as? String == "cosmic-calendar" })
            #expect(cosmic["totalEvents"] as? Int == 29)
            #expect(cosmic["majorEvents"] as? Int == 17)
            #expect(cosmic["unit"] as? String == "yearsago")

            let one = try await server.request(.GET, "/api/v1/timelines/scenarios/cosmic-calendar", token: token).object()
            #expect(one["start"] as? Double == 13_797_000_000)
            #expect(one["end"] as? Double == 0)
            let events = try #require(one["events"] as? [[String: Any]])
            #expect(events.count == 29)
            #expect(events.first?["textDe"] as? String != nil)
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios/nope", token: token).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios").status == .unauthorized)
        }
    }

    @Test func aSeedFileRoundTripsAndStaysPrivate() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org")
            let (bob, _) = try await server.signUp("bob@example.org", name: "Bob")
            let exported = try await server.request(.GET, "/api/v1/timelines/scenarios/geologic-time/export?format=seed", token: ada)
            #expect(exported.status == .ok)
            #expect(exported.headers.first(name: .contentDisposition)?.contains("geologic-time.json") == true)
            var file = try exported.object()
            file["named"] = "my-eras"
            let body = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)

            let imported = try await server.upload("/api/v1/timelines/scenarios", body, token: ada)
            #expect(imported.status == .created, "\(imported.bodyText)")
            let again = try await server.request(.GET, "/api/v1/timelines/scenarios/my-eras", token: ada).object()
            let original = try await server.request(.GET, "/api/v1/timelines/scenarios/geologic-time", token: ada).object()
            #expect(NSDictionary(dictionary: again.filter { $0.key != "named" })
                    .isEqual(to: original.filter { $0.key != "named" }))
            let list = try await server.request(.GET, "/api/v1/timelines/scenarios", token: ada).array()
            #expect(list.first { $0["named"] as? String == "my-eras" }?["imported"] as? Bool == true)

            // Bob sees neither the scenario nor its name, cannot run or delete it.
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios/my-eras", token: bob).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios", token: bob).array().count == 3)
            #expect(try await server.request(.POST, "/api/v1/timelines/runs", token: bob,
                                             json: ["named": "my-eras", "totalTime": 60]).status == .notFound)
            #expect(try await server.request(.DELETE, "/api/v1/timelines/scenarios/my-eras", token: bob).status == .notFound)
            // Bob may import his own "my-eras".
            #expect(try await server.upload("/api/v1/timelines/scenarios", body, token: bob).status == .created)

            // Names are unique per user and never shadow a bundled scenario.
            #expect(try await server.upload("/api/v1/timelines/scenarios", body, token: ada).status == .conflict)
            file["named"] = "cosmic-calendar"
            let shadow = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
            let refused = try await server.upload("/api/v1/timelines/scenarios", shadow, token: ada)
            #expect(refused.status == .conflict)
            #expect(try refused.apiError().field == "named")

            _ = try await server.startRun("my-eras", totalTime: 60, token: ada)
            #expect(try await server.request(.DELETE, "/api/v1/timelines/scenarios/cosmic-calendar", token: ada).status == .forbidden)
            #expect(try await server.request(.DELETE, "/api/v1/timelines/scenarios/my-eras", token: ada).status == .noContent)
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios/my-eras", token: ada).status == .notFound)
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios/my-eras", token: bob).status == .ok)
            // The run keeps its own copy.
            #expect(try await server.request(.GET, "/api/v1/timelines/runs", token: ada).array().count == 1)
        }
    }

    @Test func aCosmologicalTimelineJSFileRoundTrips() async throws {
        let file = """
        {"title": {"text": {"headline": "Deep time", "text": "From the Big Bang to today"}},
         "scale": "cosmological",
         "events": [
           {"start_date": {"year": -13800000000}, "text": {"headline": "Big Bang"}, "group": "major"},
           {"start_date": {"year": "-4600000000"}, "text": {"headline": "The Sun", "text": "The Sun forms."}},
           {"start_date": {"year": -66000000}, "text": {"headline": "Chicxulub"}, "group": "major",
            "media": {"url": "https://example.org/impact.jpg", "credit": "CC0", "caption": "NASA"}},
           {"start_date": {"year": 2024, "month": 7}, "text": {"headline": "Today"}}
         ]}
        """
        try await roundTrip(file, named: "deep-time") { scenario in
            #expect(scenario["unit"] as? String == "year")
            #expect(scenario["nameEn"] as? String == "Deep time")
            #expect(scenario["start"] as? Double == -13_800_000_000)
            let events = try #require(scenario["events"] as? [[String: Any]])
            #expect(events.map { $0["major"] as? Bool } == [true, false, true, false])
            #expect(events[1]["textEn"] as? String == "The Sun\n\nThe Sun forms.")
            #expect(events[2]["license"] as? String == "CC0")
        } checkExport: { export in
            let events = try #require(export["events"] as? [[String: Any]])
            let years = events.compactMap { ($0["start_date"] as? [String: Any])?["year"] as? Int }
            #expect(years == [-13_800_000_000, -4_600_000_000, -66_000_000, 2024])
            #expect((events[3]["start_date"] as? [String: Any])?["month"] as? Int == 7)
            #expect(export["scale"] as? String == "cosmological")
        }
    }

    @Test func aMixedDateTimelineJSFileRoundTrips() async throws {
        let file = """
        {"events": [
           {"start_date": {"year": 1969, "month": 7, "day": 20, "hour": 20, "minute": 17}, "text": {"headline": "The Eagle has landed"}, "group": "major"},
           {"start_date": {"year": 1969, "month": 7, "day": 16}, "text": {"headline": "Launch"}},
           {"start_date": {"year": 1969}, "text": {"headline": "1969"}},
           {"start_date": {"year": "1969", "month": "7", "day": "24", "hour": "16", "minute": "50", "second": "35"},
            "text": {"headline": "Splashdown", "text": "In the Pacific Ocean."}}
         ]}
        """
        try await roundTrip(file, named: "apollo-11") { scenario in
            #expect(scenario["unit"] as? String == "datetime")
            #expect(scenario["nameEn"] as? String == "apollo-11")
            #expect(scenario["start"] as? String == "1969-01-01T00:00:00")
            #expect(scenario["end"] as? String == "1969-07-24T16:50:35")
            let events = try #require(scenario["events"] as? [[String: Any]])
            #expect(events.map { $0["start"] as? String }
                    == ["1969-07-20T20:17:00", "1969-07-16T00:00:00", "1969-01-01T00:00:00", "1969-07-24T16:50:35"])
        } checkExport: { export in
            let events = try #require(export["events"] as? [[String: Any]])
            let landing = try #require(events.first?["start_date"] as? [String: Any])
            #expect(landing["year"] as? Int == 1969)
            #expect(landing["day"] as? Int == 20)
            #expect(landing["hour"] as? Int == 20)
            #expect(landing["minute"] as? Int == 17)
        }
    }

    /// Import → read → export as TimelineJS → import that → the same scenario.
    private func roundTrip(
        _ file: String, named: String, check: ([String: Any]) throws -> Void, checkExport: ([String: Any]) throws -> Void
    ) async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let imported = try await server.upload("/api/v1/timelines/scenarios?format=timelinejs&named=\(named)", file, token: token)
            #expect(imported.status == .created, "\(imported.bodyText)")
            let first = try await server.request(.GET, "/api/v1/timelines/scenarios/\(named)", token: token).object()
            try check(first)
            let export = try await server.request(.GET, "/api/v1/timelines/scenarios/\(named)/export?format=timelinejs", token: token)
            #expect(export.status == .ok, "\(export.bodyText)")
            try checkExport(try export.object())
            let reimported = try await server.upload(
                "/api/v1/timelines/scenarios?format=timelinejs&named=\(named)-again", export.bodyText, token: token)
            #expect(reimported.status == .created, "\(reimported.bodyText)")
            let second = try await server.request(.GET, "/api/v1/timelines/scenarios/\(named)-again", token: token).object()
            let ignored: Set<String> = ["named", "nameEn", "nameDe"]
            #expect(NSDictionary(dictionary: second.filter { !ignored.contains($0.key) })
                    .isEqual(to: first.filter { !ignored.contains($0.key) }), "\(first)\n\(second)")
        }
    }

    @Test func aBadFileIsRefusedNamingTheEventAndField() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let seed = """
            {"named": "bad", "nameEn": "Bad", "nameDe": "Schlecht", "unit": "km", "start": 0, "end": 100,
             "events": [{"start": 10, "textEn": "a", "textDe": "a"}, {"start": 150, "textEn": "b", "textDe": "b"}]}
            """
            let outside = try await server.upload("/api/v1/timelines/scenarios", seed, token: token)
            #expect(outside.status == .unprocessableEntity)
            #expect(try outside.apiError().field == "events[1].start")

            let sameEnds = seed.replacingOccurrences(of: "\"end\": 100", with: "\"end\": 0")
            #expect(try await server.upload("/api/v1/timelines/scenarios", sameEnds, token: token).apiError().field == "end")

            let noText = seed.replacingOccurrences(of: "\"textDe\": \"b\"", with: "\"textDe\": 3")
            #expect(try await server.upload("/api/v1/timelines/scenarios", noText, token: token).apiError().field == "events[1].textDe")

            let timelineJS = """
            {"events": [{"start_date": {"year": 2020}, "text": {"headline": "a"}},
                        {"start_date": {"year": 2021}, "text": {"headline": "b"}},
                        {"start_date": {"year": 2022, "month": 13}, "text": {"headline": "c"}}]}
            """
            let month = try await server.upload("/api/v1/timelines/scenarios?format=timelinejs&named=x", timelineJS, token: token)
            #expect(month.status == .unprocessableEntity)
            #expect(try month.apiError().field == "events[2].start_date.month")

            let unnamed = try await server.upload("/api/v1/timelines/scenarios?format=timelinejs", timelineJS, token: token)
            #expect(try unnamed.apiError().field == "named")
            let notJSON = try await server.upload("/api/v1/timelines/scenarios", "{nope", token: token)
            #expect(notJSON.status == .unprocessableEntity)
            #expect(try notJSON.apiError().field == "file")
            let format = try await server.upload("/api/v1/timelines/scenarios?format=csv", seed, token: token)
            #expect(try format.apiError().field == "format")
            // Distances have no dates: no TimelineJS export.
            let distances = try await server.request(.GET, "/api/v1/timelines/scenarios/solar-system-distances/export?format=timelinejs", token: token)
            #expect(distances.status == .unprocessableEntity)
            #expect(try distances.apiError().field == "unit")
            #expect(try await server.request(.GET, "/api/v1/timelines/scenarios", token: token).array().count == 3)
        }
    }
}
