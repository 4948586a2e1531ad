// Lets `[ExerciseType: Double]` encode as a JSON object keyed by the raw value, {"CARDIO": 0.5}
//, instead of Swift's default flat array of keys and values.
extension ExerciseType: CodingKeyRepresentable {}
