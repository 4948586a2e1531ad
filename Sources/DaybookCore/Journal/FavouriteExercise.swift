import Foundation

/// A saved exercise for one-tap logging: a session without a time.
public struct FavouriteExercise: Sendable, Equatable, Codable {
    public private(set) var name: String
    public private(set) var minutes: Double
    public private(set) var intensity: ExerciseIntensity

    public init(name: String, minutes: Double, intensity: ExerciseIntensity) throws(ValidationError) {
        self.name = try EntryRules.name(name, field: "name")
        self.minutes = minutes
        self.intensity = intensity
        try validate()
    }

    /// The favourite of a logged session ("save as favourite").
    public init(_ session: ExerciseSession) {
        self.name = session.name
        self.minutes = session.minutes
        self.intensity = session.intensity
    }

    public func validate() throws(ValidationError) {
        _ = try EntryRules.name(name, field: "name")
        try EntryRules.check(minutes, in: ExerciseSession.minutesRange, unit: "minutes", field: "minutes")
    }

    /// The session done at `time`. Cannot fail: a favourite keeps the same rules as a session.
    public func logged(at time: Date) -> ExerciseSession {
        ExerciseSession(checkedName: name, minutes: minutes, intensity: intensity, time: time)
    }

    private enum CodingKeys: String, CodingKey {
        case name, minutes, intensity
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: c.decode(String.self, forKey: .name),
            minutes: c.decode(Double.self, forKey: .minutes),
            intensity: c.decode(ExerciseIntensity.self, forKey: .intensity)
        )
    }
}
