/// How hard an exercise session was (seed 002 `Exercise.intensity`).
public enum ExerciseIntensity: String, Sendable, Codable, CaseIterable {
    case low
    case medium
    case high
}
