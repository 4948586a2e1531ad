@testable import DaybookServer
@testable import DaybookApp
import DaybookCore
import Foundation
import Testing
import Vapor

/// Ada's account with something of every kind, and the ids the matrix fills path parameters with.
/// Rows that one route deletes and another changes come in pairs, so the routes' order does not matter.
struct OwnerJournal {
    let ada: Caller
    var ids: [String: String] = [:]
    /// The path parameters every route of that name takes, besides `:id`.
    var parameters: [String: String] = [:]
    /// Ada's export, imported back by `POST /api/v1/import`.
    var export = ""
    /// Ada's Nightscout endpoint and secret, and another user's secret.
    var nightscoutPath = ""
    var nightscoutSecret = ""
    var feedFile = ""

    subscript(_ name: String) -> String {
        guard let id = ids[name] else { Issue.record("the journal has no \(name)"); return "missing-\(name)" }
        return id
    }

    /// Texts and ids of Ada's that no one else's answer may contain.
    var secrets: [String] {
        ["ada's private note", "ada's deadline"] + Array(ids.values)
    }

    static func log(_ server: TestServer, ada: Caller) async throws -> OwnerJournal {
        let token = try #require(ada.token)
        var journal = OwnerJournal(ada: ada)
        func create(_ name: String, _ path: String, _ json: [String: Any]) async throws {
            let response = try await server.request(.POST, path, token: token, json: json)
            try #require((200..<300).contains(response.status.code), "\(path): \(response.status) \(response.bodyText)")
            journal.ids[name] = try #require(try response.object()["id"] as? String, "\(path) has no id")
        }

        // Two periods of logged flow with the symptoms' other fields, and a day's metrics.
        for date in ["2026-04-06", "2026-04-07", "2026-05-04", "2026-05-05"] {
            let put = try await server.request(.PUT, "/api/v1/days/\(date)/symptoms", token: token, json: [
                "flow": "HEAVY", "mood": "SAD", "notes": "ada's private note",
            ])
            try #require(put.status == .ok, "\(put.bodyText)")
        }
        try #require(try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: ["sleep": 8]).status == .ok)
        let mucus = ["mucus": ["feeling": "slippery", "texture": "eggWhite"]]
        try #require(try await server.request(.PUT, "/api/v1/days/2026-05-04/fertility", token: token, json: mucus).status == .ok)
        for pair in ["", "2"] {
            try await create("pause\(pair)", "/api/v1/cycle/pauses", ["kind": "other", "start": "2026-08-0\(pair.isEmpty ? 1 : 5)"])
            try await create("stress\(pair)", "/api/v1/stress", ["level": 6, "time": "2026-05-04T08:00:00Z", "note": "ada's deadline"])
            try await create("glucose\(pair)", "/api/v1/glucose", ["value": 112, "unit": "mg/dL", "time": "2026-05-04T09:00:00Z"])
            try await create("insulin\(pair)", "/api/v1/insulin", ["units": 4, "kind": "bolus", "time": "2026-05-04T09:05:00Z"])
            try await create("meal\(pair)", "/api/v1/meals", ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8, "time": "2026-05-04T09:10:00Z"])
            try await create("exercise\(pair)", "/api/v1/exercise", ["name": "Run", "minutes": 30, "intensity": "medium", "time": "2026-05-04T18:00:00Z"])
            try await create("span\(pair)", "/api/v1/spans", ["kind": "illness", "start": "2026-05-04T10:00:00Z"])
            try await create("weight\(pair)", "/api/v1/weight", ["value": 61.5, "unit": "kg", "time": "2026-05-04T07:00:00Z"])
            try await create("temperature\(pair)", "/api/v1/temperature", ["value": 36.55, "unit": "C", "time": "2026-05-04T06:30:00Z"])
            try await create("ovulationTest\(pair)", "/api/v1/ovulation-tests", ["result": "positive", "time": "2026-05-04T08:00:00Z"])
            try await create("favouriteMeal\(pair)", "/api/v1/favourites/meals", ["name": "Porridge", "carbs": 54, "protein": 12, "fat": 8])
            try await create("favouriteExercise\(pair)", "/api/v1/favourites/exercise", ["name": "Run", "minutes": 30, "intensity": "medium"])
            try await create("reminder\(pair)", "/api/v1/reminders", ["kind": "water", "time": "10:00", "weekdays": [1, 2, 3]])
            try await create("run\(pair)", "/api/v1/timelines/runs", ["named": "cosmic-calendar", "totalTime": 3600])
            try await create("share\(pair)", "/api/v1/shares", ["email": "spare\(pair)@example.org", "categories": ["cycle"]])
            try await create("nightscoutToken\(pair)", "/api/v1/nightscout/tokens", ["name": "AAPS", "role": "uploader"])
            let login = try await server.request(.POST, "/api/v1/tokens", json: ["email": ada.email ?? "", "password": "correct horse battery", "name": "spare"])
            journal.ids["token\(pair)"] = try #require(try login.object()["id"] as? String)
        }

        // Two notifications in the inbox, as a run's major events leave them.
        let adaID = try #require(ada.id.flatMap(UUID.init(uuidString:)))
        let inbox = try await NotificationInbox.store((1...2).map {
            .init(kind: "timeline", title: "ada's deadline \($0)", body: "", createdAt: server.clock.now)
        }, for: adaID, on: server.app.useCases.db)
        journal.ids["notification"] = try #require(inbox.first?.id.uuidString)
        journal.ids["notification2"] = try #require(inbox.last?.id.uuidString)

        // An imported scenario of her own.
        var scenario = try await server.request(.GET, "/api/v1/timelines/scenarios/geologic-time/export?format=seed", token: token).object()
        scenario["named"] = "ada-eras"
        let imported = try await server.request(.POST, "/api/v1/timelines/scenarios", token: token,
                                                body: String(decoding: try JSONSerialization.data(withJSONObject: scenario), as: UTF8.self))
        try #require(imported.status == .created, "\(imported.bodyText)")

        // The secrets that stand in for a log-in: the calendar feed and Nightscout.
        let feed = try await server.request(.POST, "/api/v1/cycle/feed", token: token).object()
        journal.feedFile = try #require((feed["url"] as? String)?.components(separatedBy: "/feeds/").last)
        let nightscout = try await NightscoutClient.of(server, token: token)
        journal.nightscoutPath = nightscout.path
        journal.nightscoutSecret = nightscout.secret

        let follower = try await server.request(.POST, "/api/v1/nightscout/tokens", token: token, json: ["name": "Watch", "role": "readable"]).object()
        let accessToken = try #require(follower["token"] as? String)

        journal.export = try await server.request(.GET, "/api/v1/export", token: token).bodyText
        journal.parameters = [
            "accessToken": accessToken,
            "date": "2026-05-04", "year": "2026", "month": "5", "metric": "sleep", "start": "2026-05-04",
            "named": "ada-eras", "kind": "glucose", "file": journal.feedFile, "spec": "sgv",
            // API v3 shows a dose logged in Daybook as a treatment named by its row's id.
            "collection": "treatments", "identifier": journal["insulin"].lowercased().replacingOccurrences(of: "-", with: ""),
            "lastModified": "1700000000000", "names": "bgnow",
            // Whose ended share a follower dismisses: nobody's here, which forgets nothing.
            "owner": "00000000-0000-4000-8000-000000000000",
            "handle": nightscout.path.components(separatedBy: "/").filter { !$0.isEmpty }.dropFirst().first ?? "",
        ]
        return journal
    }
}
