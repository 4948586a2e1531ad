import DaybookCore
import FluentKit
import Foundation

public final class BodyTemperatureRecord: TimedEntryRecord, @unchecked Sendable {
    public static let schema = "body_temperatures"
    public static var kind: JournalKind { .temperature }
    public static var userIDKey: KeyPath<BodyTemperatureRecord, FieldProperty<BodyTemperatureRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<BodyTemperatureRecord, FieldProperty<BodyTemperatureRecord, String>> { \.$date }
    public static var timeKey: KeyPath<BodyTemperatureRecord, FieldProperty<BodyTemperatureRecord, Date>> { \.$time }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    @Field(key: "celsius") public var celsius: Double
    @Field(key: "excluded") public var excluded: Bool

    public init() {}

    public func store(_ value: BodyTemperature) {
        time = value.time
        celsius = value.celsius
        excluded = value.excluded
    }

    public func value() throws -> BodyTemperature {
        try BodyTemperature(value: celsius, unit: .C, time: time, excluded: excluded)
    }
}

extension BodyTemperatureRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $celsius, $excluded] }
}
