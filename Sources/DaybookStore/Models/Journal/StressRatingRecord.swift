import DaybookCore
import FluentKit
import Foundation

public final class StressRatingRecord: TimedEntryRecord, @unchecked Sendable {
    public static let schema = "stress_ratings"
    public static var kind: JournalKind { .stress }
    public static var userIDKey: KeyPath<StressRatingRecord, FieldProperty<StressRatingRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<StressRatingRecord, FieldProperty<StressRatingRecord, String>> { \.$date }
    public static var timeKey: KeyPath<StressRatingRecord, FieldProperty<StressRatingRecord, Date>> { \.$time }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    @Field(key: "level") public var level: Int
    @OptionalField(key: "note") public var note: String?

    public init() {}

    public func store(_ value: StressRating) {
        time = value.time
        level = value.level
        note = value.note
    }

    public func value() throws -> StressRating {
        try StressRating(level: level, time: time, note: note)
    }
}

extension StressRatingRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $level, $note] }
}
