import DaybookApp
import DaybookCore
import Foundation
import Vapor

enum StressEndpoint: EntryEndpoint {
    typealias Value = StressRating
    static let path = "stress"
    static let fields: Set<String> = ["level", "time", "note"]
    static func decode(_ json: Data, preferences: Preferences) throws -> StressRating { try decodeValue(StressRating.self, from: json) }
    static func output(_ value: StressRating, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<StressRating> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum InsulinEndpoint: EntryEndpoint {
    typealias Value = InsulinDose
    static let path = "insulin"
    static let fields: Set<String> = ["units", "kind", "name", "time"]
    static func decode(_ json: Data, preferences: Preferences) throws -> InsulinDose { try decodeValue(InsulinDose.self, from: json) }
    static func output(_ value: InsulinDose, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<InsulinDose> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum MealEndpoint: EntryEndpoint {
    typealias Value = Meal
    static let path = "meals"
    static let fields: Set<String> = ["name", "carbs", "protein", "fat", "time"]
    static func decode(_ json: Data, preferences: Preferences) throws -> Meal { try decodeValue(Meal.self, from: json) }
    static func output(_ value: Meal, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<Meal> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum ExerciseEndpoint: EntryEndpoint {
    typealias Value = ExerciseSession
    static let path = "exercise"
    static let fields: Set<String> = ["name", "minutes", "intensity", "time"]
    static func decode(_ json: Data, preferences: Preferences) throws -> ExerciseSession {
        try decodeValue(ExerciseSession.self, from: json)
    }
    static func output(_ value: ExerciseSession, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<ExerciseSession> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum SpanEndpoint: EntryEndpoint {
    typealias Value = Span
    static let path = "spans"
    static let fields: Set<String> = ["kind", "start", "end", "note"]
    static let timeField = "start"
    static func decode(_ json: Data, preferences: Preferences) throws -> Span { try decodeValue(Span.self, from: json) }
    static func output(_ value: Span, id: UUID, date: LocalDate, preferences: Preferences) -> SpanOutput {
        SpanOutput(id: id, date: date, kind: value.kind, start: value.start, end: value.end, note: value.note,
                   ongoing: value.isOngoing, durationSeconds: value.end.map { $0.timeIntervalSince(value.start) })
    }
}

/// A span with its duration; ongoing spans have none yet.
struct SpanOutput: Content {
    var id: UUID
    var date: LocalDate
    var kind: SpanKind
    var start: Date
    var end: Date?
    var note: String?
    var ongoing: Bool
    var durationSeconds: Double?
}

enum GlucoseEndpoint: EntryEndpoint {
    typealias Value = GlucoseReading
    static let path = "glucose"
    static let fields: Set<String> = ["value", "unit", "time", "source"]

    /// A value without a unit is in the person's own unit.
    struct Input: Decodable {
        var value: Double
        var unit: GlucoseUnit?
        var time: Date
        var source: GlucoseSource?
    }

    static func decode(_ json: Data, preferences: Preferences) throws -> GlucoseReading {
        let input = try decodeValue(Input.self, from: json)
        return try GlucoseReading(value: input.value, unit: input.unit ?? preferences.glucoseUnit,
                                  time: input.time, source: input.source ?? .manual)
    }

    /// A PATCH without a new value keeps the stored mg/dL exactly (the shown value is rounded).
    static func patchBase(_ value: GlucoseReading, preferences: Preferences, changing: Set<String>) throws -> [String: Any] {
        guard !changing.contains("value") else {
            return ["unit": preferences.glucoseUnit.rawValue, "time": value.time.formatted(.iso8601), "source": value.source.rawValue]
        }
        return ["value": value.mgPerDL, "unit": GlucoseUnit.mgPerDL.rawValue,
                "time": value.time.formatted(.iso8601), "source": value.source.rawValue]
    }

    static func output(_ value: GlucoseReading, id: UUID, date: LocalDate, preferences: Preferences) -> GlucoseOutput {
        let unit = preferences.glucoseUnit
        return GlucoseOutput(id: id, date: date, value: unit.rounded(value.value(in: unit)), unit: unit,
                             time: value.time, source: value.source, tag: value.tag(for: preferences))
    }
}

/// A reading in the person's unit, tagged by their thresholds.
struct GlucoseOutput: Content {
    var id: UUID
    var date: LocalDate
    var value: Double
    var unit: GlucoseUnit
    var time: Date
    var source: GlucoseSource
    var tag: GlucoseTag
}

enum WeightEndpoint: EntryEndpoint {
    typealias Value = Weight
    static let path = "weight"
    static let fields: Set<String> = ["value", "unit", "time"]
    static func decode(_ json: Data, preferences: Preferences) throws -> Weight { try decodeValue(Weight.self, from: json) }
    static func output(_ value: Weight, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<Weight> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum TemperatureEndpoint: EntryEndpoint {
    typealias Value = BodyTemperature
    static let path = "temperature"
    static let fields: Set<String> = ["value", "unit", "time", "excluded"]
    static func decode(_ json: Data, preferences: Preferences) throws -> BodyTemperature {
        try decodeValue(BodyTemperature.self, from: json)
    }
    static func output(_ value: BodyTemperature, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<BodyTemperature> {
        EntryOutput(id: id, date: date, value: value)
    }
}

enum OvulationTestEndpoint: EntryEndpoint {
    typealias Value = OvulationTest
    static let path = "ovulation-tests"
    static let fields: Set<String> = ["result", "time"]
    static func decode(_ json: Data, preferences: Preferences) throws -> OvulationTest { try decodeValue(OvulationTest.self, from: json) }
    static func output(_ value: OvulationTest, id: UUID, date: LocalDate, preferences: Preferences) -> EntryOutput<OvulationTest> {
        EntryOutput(id: id, date: date, value: value)
    }
}
