import Foundation
import Testing
import Vapor

extension EventStreamClient {
    /// The next event that matches, skipping others, or nil when none comes within `seconds`.
    func next(within seconds: Double, where matches: (Event) -> Bool) async -> Event? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, let event = await next(within: .milliseconds(Int(left * 1000))) else { return nil }
            if matches(event) { return event }
        }
    }
}

extension EventStreamClient.Event {
    var kind: String? { json["kind"] as? String }
    var change: String? { json["change"] as? String }
    var id: String? { json["id"] as? String }
    var index: Int? { json["index"] as? Int }
}

extension TestServer {
    /// Starts a run; requires 201 and returns its JSON.
    func startRun(_ named: String, totalTime: Double, token: String, language: String? = nil) async throws -> [String: Any] {
        var body: [String: Any] = ["named": named, "totalTime": totalTime]
        if let language { body["language"] = language }
        let response = try await request(.POST, "/api/v1/timelines/runs", token: token, json: body)
        try #require(response.status == .created, "start answered \(response.status): \(response.bodyText)")
        return try response.object()
    }

    /// Sends a raw file body.
    func upload(_ path: String, _ file: String, token: String) async throws -> ClientResponse {
        try await request(.POST, path, token: token, body: file)
    }
}

/// Parses a run's `startTime` (ISO 8601 with milliseconds).
func instant(_ value: Any?) throws -> Date {
    let text = try #require(value as? String)
    return try Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
}
