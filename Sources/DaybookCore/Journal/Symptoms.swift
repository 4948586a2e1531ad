/// How a day went: at most one record per day, every field optional.
public struct Symptoms: Sendable, Equatable, Codable {
    public private(set) var flow: FlowLevel?
    public private(set) var mood: MoodLevel?
    /// Hours slept.
    public private(set) var sleep: Double?
    public private(set) var cramps: CrampLevel?
    /// Hours per kind of exercise; JSON `{"CARDIO": 0.5}`.
    public private(set) var exercise: [ExerciseType: Double]
    public private(set) var notes: String?

    public static let hoursRange = 0.0...24.0
    public static let maximumNotesLength = 10_000

    public init(
        flow: FlowLevel? = nil, mood: MoodLevel? = nil, sleep: Double? = nil, cramps: CrampLevel? = nil,
        exercise: [ExerciseType: Double] = [:], notes: String? = nil
    ) throws(ValidationError) {
        self.flow = flow
        self.mood = mood
        self.sleep = sleep
        self.cramps = cramps
        self.exercise = exercise
        self.notes = notes
        try validate()
    }

    public func validate() throws(ValidationError) {
        if let sleep { try EntryRules.check(sleep, in: Self.hoursRange, unit: "hours", field: "sleep") }
        // Sorted so the first bad type reported is the same on every run.
        for (type, hours) in exercise.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try EntryRules.check(hours, in: Self.hoursRange, unit: "hours", field: "exercise.\(type.rawValue)")
        }
        // A day has 24 hours; each type alone may be fine while their sum is not. The tolerance
        // keeps decimal hours that add up to 24 on paper but to 24.000000000000004 in binary from being refused.
        guard exerciseHours <= Self.hoursRange.upperBound + 1e-9 else {
            throw ValidationError(field: "exercise", .exerciseHoursAtMost24)
        }
        try EntryRules.check(notes, maximum: Self.maximumNotesLength, field: "notes")
    }

    /// Nothing recorded: a day with empty symptoms shows as empty on the calendar.
    public var isEmpty: Bool {
        flow == nil && mood == nil && sleep == nil && cramps == nil && exercise.isEmpty && (notes ?? "").isEmpty
    }

    /// Total hours over all exercise types, summed in a fixed order (by type name) so the same
    /// hours always give the same total to the last bit.
    public var exerciseHours: Double {
        exercise.sorted { $0.key.rawValue < $1.key.rawValue }.reduce(0) { $0 + $1.value }
    }

    /// The symptoms after a PATCH; the result is validated as a whole.
    public func applying(_ patch: SymptomsPatch) throws(ValidationError) -> Symptoms {
        var next = self
        next.flow = patch.flow.applied(to: flow)
        next.mood = patch.mood.applied(to: mood)
        next.sleep = patch.sleep.applied(to: sleep)
        next.cramps = patch.cramps.applied(to: cramps)
        next.exercise = patch.exercise.applied(to: exercise) ?? [:]
        next.notes = patch.notes.applied(to: notes)
        try next.validate()
        return next
    }

    private enum CodingKeys: String, CodingKey {
        case flow, mood, sleep, cramps, exercise, notes
    }

    /// Decoding validates too, so a decoded `Symptoms` always keeps the rules.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            flow: c.decodeIfPresent(FlowLevel.self, forKey: .flow),
            mood: c.decodeIfPresent(MoodLevel.self, forKey: .mood),
            sleep: c.decodeIfPresent(Double.self, forKey: .sleep),
            cramps: c.decodeIfPresent(CrampLevel.self, forKey: .cramps),
            exercise: c.decodeIfPresent([ExerciseType: Double].self, forKey: .exercise) ?? [:],
            notes: c.decodeIfPresent(String.self, forKey: .notes)
        )
    }
}
