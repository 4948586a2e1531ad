import Foundation
import Testing
import Vapor
@testable import DaybookServer
import ZIPFoundation

/// `POST /api/v1/imports`: a drip export through the API — counts per kind, nothing twice, a bad row
/// names its line and leaves nothing behind, a dry run stores nothing, another user sees nothing.
@Suite struct ImportsAPITests {
    static let drip = """
    date,temperature.value,temperature.exclude,temperature.time,temperature.note,bleeding.value,bleeding.exclude,mucus.feeling,mucus.texture,mucus.value,mucus.exclude,cervix.opening,cervix.firmness,cervix.position,cervix.exclude,note.value
    2024-03-07,36.70,false,07:10,,3,false,,,,,,,,,
    2024-03-06,36.62,false,07:25,,2,false,,,,,,,,,
    2024-03-05,36.55,false,07:30,,1,false,,,,,,,,,

    """

    func upload(_ server: TestServer, _ text: String, token: String, query: String = "?format=drip") async throws -> ClientResponse {
        try await server.request(.POST, "/api/v1/imports" + query, token: token, body: text,
                                 headers: ["Content-Type": "text/csv"])
    }

    func flow(_ server: TestServer, _ date: String, token: String) async throws -> String? {
        let response = try await server.request(.GET, "/api/v1/days/\(date)/symptoms", token: token)
        return response.status == .ok ? try response.object()["flow"] as? String : nil
    }

    @Test func aDripExportImportsOnceAndShowsInTheDays() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let dry = try await upload(server, Self.drip, token: token, query: "?format=drip&dryRun=true").object()
            #expect(dry["added"] as? [String: Int] == ["flow": 3, "temperature": 3])
            #expect(try await flow(server, "2024-03-07", token: token) == nil)

            let first = try await upload(server, Self.drip, token: token).object()
            #expect((first["added"] as? [String: Int])?["flow"] == 3)
            #expect(try await flow(server, "2024-03-07", token: token) == "HEAVY") // drip 3 = heavy
            #expect(try await flow(server, "2024-03-05", token: token) == "LIGHT")

            let again = try await upload(server, Self.drip, token: token, query: "").object() // recognised from the header
            #expect((again["added"] as? [String: Int])?.values.reduce(0, +) ?? 0 == 0)
            #expect(again["alreadyThere"] as? Int == 6)

            let (other, _) = try await server.signUp("bob@example.org")
            #expect(try await flow(server, "2024-03-07", token: other) == nil)
        }
    }

    /// drip's own export shape, recognised: temperatures with their exclusion, mucus as the day's
    /// signs, cramps, moods and notes show in the days; what Daybook does not keep is named.
    @Test func aWholeDripExportArrivesInTheDays() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../DaybookFormatsTests/Fixtures/drip-export.csv").standardized
            let file = try String(contentsOf: url, encoding: .utf8)
            let dry = try await upload(server, file, token: token, query: "?dryRun=true").object()
            #expect(dry["format"] as? String == "drip")
            let expected = ["flow": 5, "temperature": 11, "fertility": 7, "notes": 5, "cramps": 3, "mood": 3]
            #expect(dry["added"] as? [String: Int] == expected)
            #expect((dry["skipped"] as? [String: Int])?["drip cervix (Daybook keeps no cervix signs)"] == 5)
            let added = try await upload(server, file, token: token, query: "").object()
            #expect(added["added"] as? [String: Int] == expected)

            let fever = try await server.request(.GET, "/api/v1/days/2024-03-16", token: token).object()
            let readings = try #require(fever["temperature"] as? [[String: Any]], "\(fever)")
            #expect(readings.map { $0["excluded"] as? Bool } == [true])
            #expect(readings.map { $0["value"] as? Double } == [37.4])
            let symptoms = try #require(fever["symptoms"] as? [String: Any])
            #expect(symptoms["mood"] as? String == "SAD")
            #expect(symptoms["notes"] as? String == "cold\nTemperature: fever, stayed in bed")
            let signs = try await server.request(.GET, "/api/v1/days/2024-03-18/fertility", token: token).object()
            #expect(signs["mucus"] as? [String: String] == ["feeling": "slippery", "texture": "eggWhite"])
            let firstDay = try await server.request(.GET, "/api/v1/days/2024-03-05/symptoms", token: token).object()
            #expect(firstDay["flow"] as? String == "HEAVY" && firstDay["cramps"] as? String == "NEUTRAL")

            let again = try await upload(server, file, token: token, query: "").object()
            #expect((again["added"] as? [String: Int])?.values.reduce(0, +) ?? -1 == 0)
            #expect(again["alreadyThere"] as? Int == expected.values.reduce(0, +))
        }
    }

    /// Flo's export, recognised from the file: the dry run and the import agree, the periods show as
    /// flow days and the mucus and tests as the day's signs, and the same file again adds nothing.
    @Test func aFloExportIsRecognisedCheckedAndImportedOnce() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../DaybookFormatsTests/Fixtures/flo-export.json").standardized
            let file = try String(contentsOf: url, encoding: .utf8)
            let dry = try await upload(server, file, token: token, query: "?dryRun=true").object()
            #expect(dry["format"] as? String == "flo")
            #expect(try await flow(server, "2025-01-07", token: token) == nil, "the dry run kept nothing")
            let added = try await upload(server, file, token: token, query: "").object()
            #expect(added["added"] as? [String: Int] == dry["added"] as? [String: Int])
            #expect((added["added"] as? [String: Int])?["flow"] == 9)
            #expect(try await flow(server, "2025-01-07", token: token) == "HEAVY")
            let signs = try await server.request(.GET, "/api/v1/days/2025-01-19/fertility", token: token).object()
            #expect((signs["mucus"] as? [String: String])?["texture"] == "eggWhite")
            let again = try await upload(server, file, token: token, query: "").object()
            #expect((again["added"] as? [String: Int])?.values.reduce(0, +) ?? 0 == 0)
        }
    }

    /// A NUL in a file, raw or as JSON's escape, is a 422 naming its line, and nothing of the file is kept
    /// (on PostgreSQL, whose text cannot hold one, a Track & Graph note with a NUL was a 500).
    @Test func aNulCharacterInAFileIsRefusedByItsLine() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let csv = "FeatureName,Timestamp,Value,Label,Note\nStress,2024-02-01T09:30:00Z,6,,\"busy\u{0} morning\"\n"
            let refused = try await upload(server, csv, token: token, query: "?format=track-and-graph")
            #expect(refused.status == .unprocessableEntity)
            let error = try refused.object()["error"] as? [String: Any]
            #expect((error?["message"] as? String)?.hasPrefix("Line 2: the file holds a NUL byte,") == true, "\(String(describing: error))")
            let json = #"[{"_id": "n1", "eventType": "Meal Bolus", "created_at": "2024-01-01T12:00:00Z", "insulin": 2, "notes": "a\u0000b"}]"#
            let escaped = try await server.request(.POST, "/api/v1/imports?format=nightscout", token: token, body: json,
                                                   headers: ["Content-Type": "application/json"])
            #expect(escaped.status == .unprocessableEntity)
            #expect(((try escaped.object()["error"] as? [String: Any])?["message"] as? String)?.contains("\\u0000") == true)
            let export = try await server.request(.GET, "/api/v1/export", token: token).object()
            #expect((export["stress"] as? [Any])?.count == 0)
            #expect((export["insulin"] as? [Any])?.count == 0)
        }
    }

    /// Daylio's own mood names through the API: every unmapped one named in one 422, then `?moods=`.
    @Test func daylioMoodsAreMappedThroughTheAPI() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let text = """
            full_date,date,weekday,time,mood,activities,note_title,note
            2024-02-03,February 3,Saturday,21:10,Sleepy,reading,,
            2024-02-02,February 2,Friday,20:00,Tired,,,

            """
            let refused = try await upload(server, text, token: token, query: "?format=daylio")
            #expect(refused.status == .unprocessableEntity)
            let error = try refused.apiError()
            let message = error.message ?? ""
            #expect(error.field == "moods" && message.contains("\"Sleepy\"") && message.contains("\"Tired\""), "\(message)")
            #expect(try await upload(server, text, token: token, query: "?format=daylio&moods=sleepy").status == .unprocessableEntity)
            let mapped = try await upload(server, text, token: token, query: "?format=daylio&moods=Sleepy=IDK,Tired=SAD")
            #expect(mapped.status == .ok, "\(mapped.bodyText)")
            #expect(try mapped.object()["added"] as? [String: Int] == ["mood": 2, "notes": 1])
            let day = try await server.request(.GET, "/api/v1/days/2024-02-03/symptoms", token: token).object()
            #expect(day["mood"] as? String == "IDK" && day["notes"] as? String == "Daylio:\n21:10 · Sleepy · reading")
        }
    }

    @Test func aBadRowNamesItsLineAndLeavesNothing() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let bad = Self.drip.replacingOccurrences(of: "2024-03-05,36.55,false,07:30,,1", with: "2024-03-05,36.55,false,07:30,,7")
            let response = try await upload(server, bad, token: token)
            #expect(response.status == .unprocessableEntity)
            let error = try response.apiError()
            #expect(error.field == "bleeding.value")
            #expect(error.message?.contains("Line 4") == true)
            #expect(try await flow(server, "2024-03-07", token: token) == nil)

            #expect(try await upload(server, Self.drip, token: token, query: "?format=excel").status == .unprocessableEntity)
            #expect(try await upload(server, Self.drip, token: token, query: "?format=drip&dryRun=maybe").status == .unprocessableEntity)
            #expect(try await server.request(.POST, "/api/v1/imports?format=drip", body: Self.drip).status == .unauthorized)
        }
    }

    @Test func appleHealthsExportZipIsUnpackedAndImported() async throws {
        try await TestServer.with { server in
            let (token, _) = try await server.signUp()
            let xml = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../DaybookFormatsTests/Fixtures/apple-health-export.xml").standardized
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-zip-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let zip = folder.appendingPathComponent("export.zip")
            try Archive(url: zip, accessMode: .create).addEntry(with: "apple_health_export/export.xml", fileURL: xml, compressionMethod: .deflate)

            let fromZip = try await server.request(.POST, "/api/v1/imports", token: token, body: String(decoding: Data(), as: UTF8.self),
                                                   headers: ["Content-Type": "application/zip"])
            #expect(fromZip.status == .badRequest) // an empty body
            let body = try Data(contentsOf: zip)
            let request = ClientRequest(method: .POST, url: URI(string: server.baseURL + "/api/v1/imports"),
                                        headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/zip"], body: ByteBuffer(data: body))
            let answer = try await server.app.client.send(request)
            #expect(answer.status == .ok)
            let result = try answer.object()
            #expect(result["format"] as? String == "apple-health")
            let bare = try await server.request(.POST, "/api/v1/imports", token: token, body: try String(contentsOf: xml, encoding: .utf8)).object()
            // The same records through the bare file: all already there.
            #expect((bare["added"] as? [String: Int])?.values.reduce(0, +) ?? -1 == 0)
            #expect(bare["alreadyThere"] as? Int == ((result["added"] as? [String: Int])?.values.reduce(0, +) ?? -2) + (result["alreadyThere"] as? Int ?? 0))
        }
    }
}
