/// A partial change to a day's symptoms (`PATCH /api/v1/days/{date}/symptoms`): each field may be
/// absent (kept), `null` (cleared) or given (replaced). `exercise` is replaced as a whole.
public struct SymptomsPatch: Sendable, Equatable, Codable {
    public var flow: PatchValue<FlowLevel> = .unchanged
    public var mood: PatchValue<MoodLevel> = .unchanged
    public var sleep: PatchValue<Double> = .unchanged
    public var cramps: PatchValue<CrampLevel> = .unchanged
    public var exercise: PatchValue<[ExerciseType: Double]> = .unchanged
    public var notes: PatchValue<String> = .unchanged

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case flow, mood, sleep, cramps, exercise, notes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        flow = try c.decodePatch(FlowLevel.self, forKey: .flow)
        mood = try c.decodePatch(MoodLevel.self, forKey: .mood)
        sleep = try c.decodePatch(Double.self, forKey: .sleep)
        cramps = try c.decodePatch(CrampLevel.self, forKey: .cramps)
        exercise = try c.decodePatch([ExerciseType: Double].self, forKey: .exercise)
        notes = try c.decodePatch(String.self, forKey: .notes)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodePatch(flow, forKey: .flow)
        try c.encodePatch(mood, forKey: .mood)
        try c.encodePatch(sleep, forKey: .sleep)
        try c.encodePatch(cramps, forKey: .cramps)
        try c.encodePatch(exercise, forKey: .exercise)
        try c.encodePatch(notes, forKey: .notes)
    }
}
