import DaybookCore
import FluentKit
import Foundation

public final class WeightRecord: TimedEntryRecord, @unchecked Sendable {
    public static let schema = "weights"
    public static var kind: JournalKind { .weight }
    public static var userIDKey: KeyPath<WeightRecord, FieldProperty<WeightRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<WeightRecord, FieldProperty<WeightRecord, String>> { \.$date }
    public static var timeKey: KeyPath<WeightRecord, FieldProperty<WeightRecord, Date>> { \.$time }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    @Field(key: "kilograms") public var kilograms: Double

    public init() {}

    public func store(_ value: Weight) {
        time = value.time
        kilograms = value.kilograms
    }

    public func value() throws -> Weight {
        try Weight(value: kilograms, unit: .kg, time: time)
    }
}

extension WeightRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $kilograms] }
}
