import Foundation
import Testing
@testable import DaybookCore

@Suite struct SpanTests {
    let start = instant("2026-03-01T09:00:00Z")

    @Test func endMayEqualButNotPrecedeStart() {
        #expect(failingField { _ = try Span(kind: .illness, start: start, end: start) } == nil)
        #expect(failingField { _ = try Span(kind: .illness, start: start, end: start.addingTimeInterval(-1)) } == "end")
    }

    @Test func noteIsAtMost1000Characters() {
        #expect(failingField { _ = try Span(kind: .stress, start: start, note: String(repeating: "s", count: 1_000)) } == nil)
        #expect(failingField { _ = try Span(kind: .stress, start: start, note: String(repeating: "s", count: 1_001)) } == "note")
    }

    @Test func durationOfAClosedSpanIgnoresNow() throws {
        // 09:00 on March 1 to 21:00 on March 3: 2 days and 12 hours = 216,000 s.
        let span = try Span(kind: .illness, start: start, end: instant("2026-03-03T21:00:00Z"))
        #expect(!span.isOngoing)
        #expect(span.duration(asOf: instant("2027-01-01T00:00:00Z")) == 216_000)
    }

    @Test func ongoingSpanLastsUntilNowAndNeverNegative() throws {
        let span = try Span(kind: .stress, start: start)
        #expect(span.isOngoing)
        #expect(span.duration(asOf: instant("2026-03-01T10:30:00Z")) == 5_400)
        #expect(span.duration(asOf: instant("2026-02-28T00:00:00Z")) == 0)
    }

    @Test func spanBelongsToTheDayItStarted() throws {
        let span = try Span(kind: .illness, start: instant("2026-03-01T23:30:00Z"), end: instant("2026-03-05T10:00:00Z"))
        #expect(span.day(in: zone("Europe/Berlin")) == date("2026-03-02"))  // 00:30 CET
        #expect(span.day(in: zone("UTC")) == date("2026-03-01"))
    }

    @Test func jsonUsesKindStartEndNote() throws {
        let span = try Span(kind: .illness, start: start, note: "flu")
        #expect(try json(span) == #"{"kind":"illness","note":"flu","start":"2026-03-01T09:00:00Z"}"#)
        let error = #expect(throws: ValidationError.self) {
            _ = try decode(Span.self, #"{"kind":"stress","start":"2026-03-02T00:00:00Z","end":"2026-03-01T00:00:00Z"}"#)
        }
        #expect(error?.field == "end")
    }
}
