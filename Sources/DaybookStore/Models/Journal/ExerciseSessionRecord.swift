import DaybookCore
import FluentKit
import Foundation

public final class ExerciseSessionRecord: NightscoutShownRecord, @unchecked Sendable {
    public static let schema = "exercise_sessions"
    public static var kind: JournalKind { .exercise }
    public static var userIDKey: KeyPath<ExerciseSessionRecord, FieldProperty<ExerciseSessionRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<ExerciseSessionRecord, FieldProperty<ExerciseSessionRecord, String>> { \.$date }
    public static var timeKey: KeyPath<ExerciseSessionRecord, FieldProperty<ExerciseSessionRecord, Date>> { \.$time }
    public static var modifiedKey: KeyPath<ExerciseSessionRecord, OptionalFieldProperty<ExerciseSessionRecord, Int64>> { \.$modified }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    /// When the row was last written, in ms (nil for rows from before this was kept).
    @OptionalField(key: "modified") public var modified: Int64?
    @Field(key: "name") public var name: String
    @Field(key: "minutes") public var minutes: Double
    @Field(key: "intensity") public var intensity: String

    public init() {}

    public func store(_ value: ExerciseSession) {
        time = value.time
        name = value.name
        minutes = value.minutes
        intensity = value.intensity.rawValue
    }

    public func value() throws -> ExerciseSession {
        try ExerciseSession(name: name, minutes: minutes, intensity: ExerciseIntensity(rawValue: intensity) ?? .medium, time: time)
    }
}

extension ExerciseSessionRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $name, $minutes, $intensity, $modified] }
}
