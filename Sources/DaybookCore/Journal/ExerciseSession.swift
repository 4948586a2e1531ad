import Foundation

/// One logged workout. Distinct from the
/// hours per exercise type in a day's `Symptoms`, which are a daily summary.
public struct ExerciseSession: Timestamped, Sendable, Equatable, Codable {
    public private(set) var name: String
    public private(set) var minutes: Double
    public private(set) var intensity: ExerciseIntensity
    public private(set) var time: Date

    /// At least a minute, at most a whole day.
    public static let minutesRange = 1.0...1_440.0

    /// The name is trimmed of surrounding spaces.
    public init(name: String, minutes: Double, intensity: ExerciseIntensity, time: Date) throws(ValidationError) {
        self.name = try EntryRules.name(name, field: "name")
        self.minutes = minutes
        self.intensity = intensity
        self.time = time
        try validate()
    }

    /// Already checked values (from a validated favourite).
    init(checkedName name: String, minutes: Double, intensity: ExerciseIntensity, time: Date) {
        self.name = name
        self.minutes = minutes
        self.intensity = intensity
        self.time = time
    }

    public func validate() throws(ValidationError) {
        _ = try EntryRules.name(name, field: "name")
        try EntryRules.check(minutes, in: Self.minutesRange, unit: "minutes", field: "minutes")
    }

    private enum CodingKeys: String, CodingKey {
        case name, minutes, intensity, time
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: c.decode(String.self, forKey: .name),
            minutes: c.decode(Double.self, forKey: .minutes),
            intensity: c.decode(ExerciseIntensity.self, forKey: .intensity),
            time: c.decode(Date.self, forKey: .time)
        )
    }
}
