import DaybookCore
import FluentKit
import Foundation

/// An illness or stress span. `time` is its start; its day is the day it started.
public final class SpanRecord: TimedEntryRecord, @unchecked Sendable {
    public static let schema = "spans"
    public static var kind: JournalKind { .spans }
    public static var userIDKey: KeyPath<SpanRecord, FieldProperty<SpanRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<SpanRecord, FieldProperty<SpanRecord, String>> { \.$date }
    public static var timeKey: KeyPath<SpanRecord, FieldProperty<SpanRecord, Date>> { \.$time }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    @OptionalField(key: "end") public var end: Date?
    @Field(key: "kind") public var kind: String
    @OptionalField(key: "note") public var note: String?

    public init() {}

    public func store(_ value: Span) {
        time = value.start
        end = value.end
        kind = value.kind.rawValue
        note = value.note
    }

    public func value() throws -> Span {
        try Span(kind: SpanKind(rawValue: kind) ?? .illness, start: time, end: end, note: note)
    }
}

extension SpanRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $end, $kind, $note] }
}
