// Lets `[ExerciseType: Double]` encode as a JSON object keyed by the raw value, {"CARDIO": 0.5}
// (seed 000's Exercise shape), instead of Swift's default flat array of keys and values.
extension ExerciseType: CodingKeyRepresentable {}
