/// How hard an exercise session was.
public enum ExerciseIntensity: String, Sendable, Codable, CaseIterable {
    case low
    case medium
    case high
}
