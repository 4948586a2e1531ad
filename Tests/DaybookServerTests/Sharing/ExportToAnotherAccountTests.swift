import Foundation
import Testing
import Vapor

/// Moving to a new account: an export imported into another account on the same server adds
/// everything, under new ids with every link following them, and leaves the first account alone.
@Suite struct ExportToAnotherAccountTests {
    @Test func everythingArrivesUnderNewIDsAndTheDocumentsMatch() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T08:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await ExportImportTests.logEverything(server, token: ada)
            try await ExportImportTests.setUpEverythingElse(server, token: ada)
            let (original, before) = try await ExportImportTests.export(server, ada)

            let (eve, _) = try await server.signUp("eve@example.org", name: "Ada")
            // A new account takes the document whole, preferences included.
            let imported = try await server.request(.POST, "/api/v1/import?mode=replace", token: eve, body: original)
            #expect(imported.status == .ok, "\(imported.bodyText)")
            let result = try imported.object()
            let added = try #require(result["added"] as? [String: Int])
            for list in ExportImportTests.everyList {
                #expect((added[list] ?? 0) > 0, "\(list) added nothing: \(result)")
            }
            #expect(result["note"] == nil)

            let (_, after) = try await ExportImportTests.export(server, eve)
            let ids = Self.ids(in: before as? [String: Any] ?? [:])
            let newIDs = Self.ids(in: after as? [String: Any] ?? [:])
            #expect(Set(ids.keys).isDisjoint(with: newIDs.keys), "rows kept ids another account holds")
            #expect(Self.normalized(before, ids: ids) == Self.normalized(after, ids: newIDs))
            // Links follow: the Nightscout reading's document names Eve's own glucose row.
            let glucose = try #require(after["glucose"] as? [[String: Any]])
            let documents = try #require(after["nightscoutDocuments"] as? [[String: Any]])
            #expect(documents[0]["glucoseId"] as? String == glucose.first { $0["value"] as? Double == 131 }?["id"] as? String)
            // Ada's account is as it was.
            #expect(try await ExportImportTests.export(server, ada).object == before)

            // Importing it into Eve's account again adds nothing, and says why.
            let again = try await server.request(.POST, "/api/v1/import", token: eve, body: original).object()
            #expect((again["added"] as? [String: Int])?.values.allSatisfy { $0 == 0 } == true, "\(again)")
            #expect((again["note"] as? String)?.contains("Nothing was added") == true, "\(again)")
        }
    }

    /// Moved in, then the old account deleted: its ids are free again, yet the same document a second
    /// time finds every row under the ids this account gave them, and says so per list.
    @Test func theSameDocumentAgainAddsNothingOnceTheOldAccountIsGone() async throws {
        try await TestServer.with(clock: TestClock(utc("2026-11-23T08:00:00Z"))) { server in
            let (ada, _) = try await server.signUp("ada@example.org", name: "Ada")
            try await ExportImportTests.logEverything(server, token: ada)
            let (original, _) = try await ExportImportTests.export(server, ada)
            let (eve, _) = try await server.signUp("eve@example.org", name: "Ada")
            let first = try await server.request(.POST, "/api/v1/import", token: eve, body: original)
            #expect(first.status == .ok, "\(first.bodyText)")
            let (_, moved) = try await ExportImportTests.export(server, eve)
            let deleted = try await server.request(.DELETE, "/api/v1/me", token: ada, json: ["password": "correct horse battery"])
            try #require(deleted.status == .noContent)

            let again = try await server.request(.POST, "/api/v1/import", token: eve, body: original).object()
            #expect((again["added"] as? [String: Int])?.values.allSatisfy { $0 == 0 } == true, "\(again)")
            let skipped = try #require(again["skipped"] as? [String: Int])
            #expect(skipped["glucose"] == 2 && skipped["shares"] == 1 && skipped["cyclePauses"] == 1, "\(skipped)")
            #expect(try await ExportImportTests.export(server, eve).object == moved)
        }
    }

    /// Every row's id, labelled by its list and what the row holds besides ids (`stress:{"level":6,…}`),
    /// so that the labels do not depend on the order ids put rows in.
    static func ids(in object: [String: Any], path: String = "") -> [String: String] {
        var found: [String: String] = [:]
        for (key, value) in object {
            let here = path.isEmpty ? key : "\(path).\(key)"
            if let rows = value as? [[String: Any]] {
                for row in rows {
                    guard let id = row["id"] as? String, UUID(uuidString: id) != nil else { continue }
                    // Ids mentioned inside the row (links, a notification's data) are left out of its label.
                    let content = canonical(row.filter { $0.key != "id" })
                        .replacingOccurrences(of: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}", with: "<id>",
                                              options: .regularExpression)
                    found[id] = "\(here):\(content)"
                }
            } else if let nested = value as? [String: Any] {
                found.merge(ids(in: nested, path: here)) { first, _ in first }
            }
        }
        return found
    }

    static func canonical(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The document with every id (and every mention of one, in links and notification data)
    /// replaced by its row's label, each list in label order, and the account's email left out.
    static func normalized(_ object: Any, ids: [String: String]) -> String {
        func walk(_ value: Any) -> Any {
            switch value {
            case let text as String:
                return ids.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            case let rows as [Any]:
                return rows.map(walk).sorted { canonical($0) < canonical($1) }
            case let object as [String: Any]:
                var copy: [String: Any] = [:]
                for (key, value) in object where key != "email" || object["categories"] != nil {
                    copy[key] = walk(value)
                }
                return copy
            default:
                return value
            }
        }
        return canonical(walk(object))
    }
}
