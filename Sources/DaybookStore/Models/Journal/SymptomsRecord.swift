import DaybookCore
import FluentKit
import Foundation

/// The symptoms of one day: at most one row per user and date.
public final class SymptomsRecord: Model, @unchecked Sendable {
    public static let schema = "symptoms"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @OptionalField(key: "flow") public var flow: String?
    @OptionalField(key: "mood") public var mood: String?
    @OptionalField(key: "sleep") public var sleep: Double?
    @OptionalField(key: "cramps") public var cramps: String?
    /// Hours per exercise type, keyed by the type's raw value.
    @Field(key: "exercise") public var exercise: [String: Double]
    @OptionalField(key: "notes") public var notes: String?
    @Timestamp(key: "updated_at", on: .update) public var updatedAt: Date?

    public init() {}

    public init(userID: UUID, date: LocalDate) {
        self.userID = userID
        self.date = date.description
        self.exercise = [:]
    }

    public func store(_ symptoms: Symptoms) {
        flow = symptoms.flow?.rawValue
        mood = symptoms.mood?.rawValue
        sleep = symptoms.sleep
        cramps = symptoms.cramps?.rawValue
        exercise = Dictionary(uniqueKeysWithValues: symptoms.exercise.map { ($0.key.rawValue, $0.value) })
        notes = symptoms.notes
    }

    public func value() throws -> Symptoms {
        try Symptoms(
            flow: flow.flatMap(FlowLevel.init(rawValue:)),
            mood: mood.flatMap(MoodLevel.init(rawValue:)),
            sleep: sleep,
            cramps: cramps.flatMap(CrampLevel.init(rawValue:)),
            exercise: Dictionary(uniqueKeysWithValues: exercise.compactMap { key, hours in
                ExerciseType(rawValue: key).map { ($0, hours) }
            }),
            notes: notes)
    }
}

extension SymptomsRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $flow, $mood, $sleep, $cramps, $exercise, $notes, $updatedAt] }
}
