import Foundation
import Testing
import Vapor

/// Daybook's own export through the one import: recognised by `POST /api/v1/imports` and by the web
/// import page, checked first (a dry run counts every list and keeps nothing), moved into another
/// account under ids of its own, and brought back whole after the account was deleted; the same file
/// again adds nothing.
@Suite struct DaybookExportImportTests {
    /// Weighings, temperatures, ovulation tests and mucus, which `ExportImportTests.logEverything` leaves out.
    static func logBodySigns(_ server: TestServer, token: String) async throws {
        let posts: [(String, [String: Any])] = [
            ("/api/v1/weight", ["value": 64.5, "unit": "kg", "time": "2026-05-04T06:30:00Z"]),
            ("/api/v1/temperature", ["value": 36.55, "unit": "C", "time": "2026-05-04T06:00:00Z"]),
            ("/api/v1/temperature", ["value": 37.6, "unit": "C", "time": "2026-05-05T06:00:00Z", "excluded": true]),
            ("/api/v1/ovulation-tests", ["result": "positive", "time": "2026-05-04T18:00:00Z"]),
        ]
        for (path, body) in posts {
            let response = try await server.request(.POST, path, token: token, json: body)
            try #require(response.status == .created, "\(path): \(response.bodyText)")
        }
        let mucus = try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: token,
                                             json: ["mucus": ["feeling": "wet", "texture": "creamy"]])
        try #require(mucus.status == .ok, "\(mucus.bodyText)")
    }

    /// An account with a row in every list of the export.
    static func everything(_ server: TestServer, token: String) async throws {
        try await ExportImportTests.logEverything(server, token: token)
        try await ExportImportTests.setUpEverythingElse(server, token: token)
        try await logBodySigns(server, token: token)
    }

    /// What an import of `export` counts per kind: each list by its place in the document, and the settings.
    static func counts(_ export: NSDictionary) -> [String: Int] {
        var counts = ["settings": 1]
        for case let (key as String, value) in export {
            if let rows = value as? [Any], !rows.isEmpty { counts[key] = rows.count }
            if ["favourites", "timelines"].contains(key), let lists = value as? [String: [Any]] {
                for (name, rows) in lists where !rows.isEmpty { counts["\(key).\(name)"] = rows.count }
            }
        }
        if export["webhook"] is [String: Any] { counts["webhook"] = 1 }
        return counts
    }

    func upload(_ server: TestServer, _ body: String, token: String, query: String = "") async throws -> ClientResponse {
        try await server.request(.POST, "/api/v1/imports" + query, token: token, body: body, headers: ["Content-Type": "application/json"])
    }

    @Test func anExportOfEveryKindMovesIntoANewAccountThroughTheImportsAPI() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T08:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await Self.everything(server, token: ada)
            let (original, before) = try await ExportImportTests.export(server, ada)
            let expected = Self.counts(before)
            for list in ExportImportTests.everyList + ["weight", "temperature", "ovulationTests", "fertility", "favourites.meals",
                                                       "favourites.exercise", "timelines.runs", "webhook", "settings"] {
                #expect((expected[list] ?? 0) > 0, "the export has no \(list)")
            }

            let (eve, _) = try await server.signUp("eve@example.org", name: "Ada")
            let dry = try await upload(server, original, token: eve, query: "?dryRun=true")
            #expect(dry.status == .ok, "\(dry.bodyText)")
            let checked = try dry.object()
            #expect(checked["format"] as? String == "daybook")
            #expect(checked["added"] as? [String: Int] == expected)
            let (_, untouched) = try await ExportImportTests.export(server, eve)
            #expect(Self.counts(untouched) == ["settings": 1], "the dry run kept something")

            let imported = try await upload(server, original, token: eve)
            #expect(imported.status == .ok, "\(imported.bodyText)")
            #expect(try imported.object()["added"] as? [String: Int] == expected)
            let (_, after) = try await ExportImportTests.export(server, eve)
            let ids = ExportToAnotherAccountTests.ids(in: before as? [String: Any] ?? [:])
            let newIDs = ExportToAnotherAccountTests.ids(in: after as? [String: Any] ?? [:])
            #expect(Set(ids.keys).isDisjoint(with: newIDs.keys), "rows kept ids another account holds")
            // Everything arrived, links and settings (mmol/L, the hypo threshold) included.
            #expect(ExportToAnotherAccountTests.normalized(before, ids: ids) == ExportToAnotherAccountTests.normalized(after, ids: newIDs))
            let me = try await server.request(.GET, "/api/v1/me", token: eve).object()
            #expect(me["glucoseUnit"] as? String == "mmol/L")

            let again = try await upload(server, original, token: eve).object()
            #expect((again["added"] as? [String: Int])?.values.reduce(0, +) ?? -1 == 0, "\(again)")
            #expect(again["alreadyThere"] as? Int == expected.values.reduce(0, +))
            #expect(try await ExportImportTests.export(server, eve).object == after)
            #expect(try await ExportImportTests.export(server, ada).object == before)
        }
    }

    /// Someone who deletes the account and signs up again gets everything back from the import page:
    /// the export is recognised, checked (nothing kept), imported with its own ids, and a second time adds nothing.
    @Test func signingUpAgainAfterDeletingTheAccountGetsEverythingBackFromTheImportPage() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T08:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await Self.everything(server, token: ada)
            let (original, before) = try await ExportImportTests.export(server, ada)
            let deleted = try await server.request(.DELETE, "/api/v1/me", token: ada, json: ["password": "correct horse battery"])
            try #require(deleted.status == .noContent, "\(deleted.bodyText)")

            let (again, _) = try await server.signUp("ada@example.org", name: "Ada")
            let browser = WebClient(server)
            _ = try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
            let page = try await browser.get("/import").bodyText
            #expect(page.contains("<option value=\"daybook\""), "the page offers no Daybook choice")

            let file = Data(original.utf8)
            let checked = try await browser.upload("/import", to: "/import", file: file, named: "daybook-export.json", ["mode": "check", "format": ""])
            #expect(checked.status == .ok, "\(checked.bodyText)")
            #expect(!checked.bodyText.contains("id=\"import-error\""), "\(checked.bodyText)")
            #expect(checked.bodyText.contains("Would add · Daybook"))
            #expect(checked.bodyText.contains("<li>3 glucose readings</li>") && checked.bodyText.contains("<li>1 set of settings"))
            #expect(Self.counts(try await ExportImportTests.export(server, again).object) == ["settings": 1], "the check kept something")

            let imported = try await browser.upload("/import", to: "/import", file: file, named: "daybook-export.json", ["mode": "import", "format": ""])
            #expect(imported.status == .ok)
            #expect(imported.bodyText.contains("Added · Daybook"), "\(imported.bodyText)")
            let (_, after) = try await ExportImportTests.export(server, again)
            let ids = ExportToAnotherAccountTests.ids(in: before as? [String: Any] ?? [:])
            let newIDs = ExportToAnotherAccountTests.ids(in: after as? [String: Any] ?? [:])
            // The old account's ids are free again: every row comes back under its own.
            #expect(Set(ids.keys) == Set(newIDs.keys))
            #expect(ExportToAnotherAccountTests.normalized(before, ids: ids) == ExportToAnotherAccountTests.normalized(after, ids: newIDs))

            let twice = try await browser.upload("/import", to: "/import", file: file, named: "daybook-export.json", ["mode": "import", "format": ""])
            #expect(twice.bodyText.contains("id=\"outcome\">Nothing added"), "\(twice.bodyText)")
            #expect(try await ExportImportTests.export(server, again).object == after)
        }
    }

    /// A document with a bad entry names its line and its place, and nothing of it is kept.
    @Test func aBadEntryNamesItsLineAndPlaceAndLeavesNothing() async throws {
        try await TestServer.with { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await ExportImportTests.logEverything(server, token: ada)
            let (original, _) = try await ExportImportTests.export(server, ada)
            var document = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
            var glucose = try #require(document["glucose"] as? [[String: Any]])
            glucose[1]["value"] = -5
            document["glucose"] = glucose
            let pretty = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)

            let (eve, _) = try await server.signUp("eve@example.org")
            let refused = try await upload(server, pretty, token: eve)
            #expect(refused.status == .unprocessableEntity)
            let error = try refused.apiError()
            #expect(error.field == "glucose[1].value")
            let lines = pretty.split(separator: "\n", omittingEmptySubsequences: false)
            let glucoseLine = try #require(lines.firstIndex { $0.contains("\"glucose\" : [") }) + 1
            // The entry opens on the line after the list's, and the first entry takes some lines.
            let line = try #require(error.message.flatMap { $0.firstMatch(of: /^Line (\d+):/) }.flatMap { Int($0.1) }, "\(error)")
            #expect(line > glucoseLine + 1 && String(lines[line - 1]).trimmingCharacters(in: .whitespaces) == "{")
            let (_, after) = try await ExportImportTests.export(server, eve)
            #expect(Self.counts(after) == ["settings": 1])
        }
    }
}
