import DaybookCore
import FluentKit
import Foundation

public final class OvulationTestRecord: TimedEntryRecord, @unchecked Sendable {
    public static let schema = "ovulation_tests"
    public static var kind: JournalKind { .ovulationTests }
    public static var userIDKey: KeyPath<OvulationTestRecord, FieldProperty<OvulationTestRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<OvulationTestRecord, FieldProperty<OvulationTestRecord, String>> { \.$date }
    public static var timeKey: KeyPath<OvulationTestRecord, FieldProperty<OvulationTestRecord, Date>> { \.$time }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    @Field(key: "result") public var result: String

    public init() {}

    public func store(_ value: OvulationTest) {
        time = value.time
        result = value.result.rawValue
    }

    public func value() throws -> OvulationTest {
        // Only the core's raw values are ever stored; an unknown one reads as a test that showed nothing.
        OvulationTest(result: OvulationTestResult(rawValue: result) ?? .invalid, time: time)
    }
}

extension OvulationTestRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $result] }
}
