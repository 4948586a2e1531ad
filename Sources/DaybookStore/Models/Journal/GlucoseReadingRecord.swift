import DaybookCore
import FluentKit
import Foundation

public final class GlucoseReadingRecord: NightscoutShownRecord, @unchecked Sendable {
    public static let schema = "glucose_readings"
    public static var kind: JournalKind { .glucose }
    public static var userIDKey: KeyPath<GlucoseReadingRecord, FieldProperty<GlucoseReadingRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<GlucoseReadingRecord, FieldProperty<GlucoseReadingRecord, String>> { \.$date }
    public static var timeKey: KeyPath<GlucoseReadingRecord, FieldProperty<GlucoseReadingRecord, Date>> { \.$time }
    public static var modifiedKey: KeyPath<GlucoseReadingRecord, OptionalFieldProperty<GlucoseReadingRecord, Int64>> { \.$modified }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    /// When the row was last written, in ms (nil for rows from before this was kept).
    @OptionalField(key: "modified") public var modified: Int64?
    /// Always mg/dL.
    @Field(key: "mg_per_dl") public var mgPerDL: Double
    @Field(key: "source") public var source: String

    public init() {}

    public func store(_ value: GlucoseReading) {
        time = value.time
        mgPerDL = value.mgPerDL
        source = value.source.rawValue
    }

    public func value() throws -> GlucoseReading {
        try GlucoseReading(mgPerDL: mgPerDL, time: time, source: GlucoseSource(rawValue: source) ?? .manual)
    }
}

extension GlucoseReadingRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $mgPerDL, $source, $modified] }
}
