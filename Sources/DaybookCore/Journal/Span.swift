import Foundation

/// A stretch of illness or stress: a start, an end (nil while it is still going on)
/// and a duration. It belongs to the day it started on.
public struct Span: Timestamped, Sendable, Equatable, Codable {
    public private(set) var kind: SpanKind
    public private(set) var start: Date
    public private(set) var end: Date?
    public private(set) var note: String?

    public static let maximumNoteLength = 1_000

    public init(kind: SpanKind, start: Date, end: Date? = nil, note: String? = nil) throws(ValidationError) {
        self.kind = kind
        self.start = start
        self.end = end
        self.note = note
        try validate()
    }

    public func validate() throws(ValidationError) {
        if let end, end < start {
            throw ValidationError(field: "end", .notBeforeTheStart)
        }
        try EntryRules.check(note, maximum: Self.maximumNoteLength, field: "note")
    }

    /// The instant that dates the span: its start.
    public var time: Date { start }

    public var isOngoing: Bool { end == nil }

    /// Seconds from start to end, or to `now` while ongoing; never negative,
    /// so a span that starts in the future has lasted 0 seconds so far.
    public func duration(asOf now: Date) -> TimeInterval {
        max(0, (end ?? now).timeIntervalSince(start))
    }

    private enum CodingKeys: String, CodingKey {
        case kind, start, end, note
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            kind: c.decode(SpanKind.self, forKey: .kind),
            start: c.decode(Date.self, forKey: .start),
            end: c.decodeIfPresent(Date.self, forKey: .end),
            note: c.decodeIfPresent(String.self, forKey: .note)
        )
    }
}

extension Span {
    public static var timeField: String { "start" }
}
