import Foundation
import Testing
import Vapor

/// A v3 search's `$re` is matched at a cost linear in the text: the patterns that keep a
/// backtracking engine busy for minutes over a long note are answered at once, and what cannot be
/// matched that way is refused by name.
@Suite struct NightscoutV3PatternTests {
    static let now = Date(timeIntervalSince1970: 1_778_400_000)

    static func note(_ text: String, minutesAgo: Double) -> [String: Any] {
        let moment = now.addingTimeInterval(-60 * minutesAgo)
        return ["eventType": "Note", "notes": text, "app": "test", "date": Int64(moment.timeIntervalSince1970 * 1000),
                "created_at": ISO8601DateFormatter().string(from: moment)]
    }

    static func search(_ pattern: String) -> String {
        "treatments?notes$re=" + (pattern.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? pattern)
    }

    @Test func patternsThatBacktrackForMinutesFindNothingAtOnce() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let aaps = try await NightscoutV3Client.of(server, token: ada, role: "uploader")
            _ = try await aaps.create("treatments", Self.note(String(repeating: "b", count: 20_000), minutesAgo: 5))
            _ = try await aaps.create("treatments", Self.note(String(repeating: "a", count: 29) + "!", minutesAgo: 6))
            _ = try await aaps.create("treatments", Self.note("Site change, left arm", minutesAgo: 7))
            // Only the note with a 'c' in it ("change"), not the 20,000 b's.
            #expect(try await aaps.documents(Self.search("(b*)*c")).map { $0["notes"] as? String } == ["Site change, left arm"])
            #expect(try await aaps.documents(Self.search("^(a+)+$")).isEmpty)
            let found = try await aaps.documents(Self.search(#"\bSite\b.*arm$"#))
            #expect(found.map { $0["notes"] as? String } == ["Site change, left arm"])
        }
    }

    @Test func whatNeedsBacktrackingIsRefusedByName() async throws {
        try await TestServer.with(clock: TestClock(Self.now)) { server in
            let (ada, _) = try await server.signUp()
            let aaps = try await NightscoutV3Client.of(server, token: ada, role: "uploader")
            for (pattern, words) in [("(a)\\1", "back-references"), ("a(?=b)", "look-ahead"),
                                     (String(repeating: "a", count: 501), "longer than 500"), ("(a{100}){100}", "repeats too much")] {
                let refused = try await aaps.request(.GET, Self.search(pattern))
                #expect(refused.status == .badRequest, "\(pattern): \(refused.bodyText)")
                let message = try refused.object()["message"] as? String ?? ""
                #expect(message.contains("filter of notes") && message.contains(words), "\(message)")
            }
            let malformed = try await aaps.request(.GET, Self.search("(a"))
            #expect(try malformed.object()["message"] as? String == "Bad regular expression in filter of notes")
        }
    }
}
