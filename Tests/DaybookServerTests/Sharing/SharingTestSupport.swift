import Foundation
import Testing
import Vapor

/// An owner with something in every shareable category, and the ids a grantee reads by.
struct SharedJournal {
    let stressID: String
    let glucoseID: String
    let spanID: String
    let runID: String

    static func log(_ server: TestServer, token: String) async throws -> SharedJournal {
        for date in ["2026-04-06", "2026-04-07", "2026-05-04", "2026-05-05"] {
            let put = try await server.request(.PUT, "/api/v1/days/\(date)/symptoms", token: token, json: [
                "flow": "HEAVY", "mood": "SAD", "notes": "private note",
            ])
            try #require(put.status == .ok, "\(put.bodyText)")
        }
        _ = try await server.request(.PUT, "/api/v1/days/2026-05-04/metrics", token: token, json: ["sleep": 8])
        _ = try await server.request(.POST, "/api/v1/cycle/pauses", token: token, json: ["kind": "other", "start": "2026-08-01", "end": "2026-08-02"])
        let stress = try await created(server, "/api/v1/stress", token, ["level": 6, "time": "2026-05-04T08:00:00Z", "note": "deadline"])
        let glucose = try await created(server, "/api/v1/glucose", token, ["value": 112, "unit": "mg/dL", "time": "2026-05-04T09:00:00Z"])
        let span = try await created(server, "/api/v1/spans", token, ["kind": "illness", "start": "2026-05-04T10:00:00Z"])
        let run = try await server.startRun("cosmic-calendar", totalTime: 3600, token: token)
        return SharedJournal(stressID: stress, glucoseID: glucose, spanID: span, runID: try #require(run["id"] as? String))
    }

    private static func created(_ server: TestServer, _ path: String, _ token: String, _ json: [String: Any]) async throws -> String {
        let response = try await server.request(.POST, path, token: token, json: json)
        try #require(response.status == .created, "\(path): \(response.bodyText)")
        return try #require(try response.object()["id"] as? String)
    }

    /// Read routes of each category, and a text the owner's answer must contain.
    func reads(owner: String) -> [(category: String, path: String, contains: String)] {
        [
            ("cycle", "/api/v1/cycle/periods?owner=\(owner)", "2026-05-04"),
            ("cycle", "/api/v1/cycle/stats?owner=\(owner)", "{"),
            ("cycle", "/api/v1/cycle/predictions?owner=\(owner)", "{"),
            ("cycle", "/api/v1/cycle/alerts?owner=\(owner)", "alerts"),
            ("cycle", "/api/v1/cycle/pauses?owner=\(owner)", "2026-08-01"),
            ("symptoms", "/api/v1/spans?owner=\(owner)", spanID),
            ("symptoms", "/api/v1/spans/\(spanID)", spanID),
            ("symptoms", "/api/v1/insights/mood?owner=\(owner)&year=2026", "\"mood\":\"SAD\""),
            ("diabetes", "/api/v1/glucose?owner=\(owner)", glucoseID),
            ("diabetes", "/api/v1/glucose/\(glucoseID)", "112"),
            ("diabetes", "/api/v1/insights/glucose?owner=\(owner)&from=2026-05-01&to=2026-05-07", "{"),
            ("stress", "/api/v1/stress?owner=\(owner)", stressID),
            ("stress", "/api/v1/stress/\(stressID)", "deadline"),
            ("stress", "/api/v1/days/2026-05-04/metrics?owner=\(owner)", "\"sleep\":8"),
            ("stress", "/api/v1/insights/stress?owner=\(owner)&period=week&date=2026-05-04", "{"),
            ("stress", "/api/v1/insights/charts/stress-by-hour.svg?owner=\(owner)", "<svg"),
            ("timelines", "/api/v1/timelines/runs?owner=\(owner)", runID),
            ("timelines", "/api/v1/timelines/runs/\(runID)", runID),
            ("timelines", "/api/v1/notifications?owner=\(owner)", "["),
        ]
    }
}

extension TestServer {
    /// Ada invites `email` to `categories` and, when given, that person's account accepts with the
    /// code; returns the grant's id.
    func share(_ token: String, with email: String, _ categories: [String], acceptedBy grantee: String? = nil) async throws -> String {
        let response = try await request(.POST, "/api/v1/shares", token: token, json: ["email": email, "categories": categories])
        try #require(response.status == .created, "share answered \(response.status): \(response.bodyText)")
        let share = try response.object()
        if let grantee {
            let code = try #require((share["invitation"] as? [String: Any])?["code"] as? String)
            let accepted = try await request(.POST, "/api/v1/shares/accept", token: grantee, json: ["code": code])
            try #require(accepted.status == .ok, "accept answered \(accepted.status): \(accepted.bodyText)")
        }
        return try #require(share["id"] as? String)
    }
}
