/// Which categories a person tracks; a category switched off disappears from every screen.
/// The first five are the onboarding keys.
public struct TrackingPreferences: Sendable, Codable, Equatable {
    public var trackFlow = true
    public var trackMood = true
    public var trackSleep = true
    public var trackCramps = true
    public var trackExercise = true
    public var trackGlucose = true
    public var trackInsulin = true
    public var trackMeals = true
    public var trackStress = true
    public var trackMetrics = true
    public var trackIllness = true
    public var trackWeight = true
    /// The sympto-thermal signs are for people who chart them: off until switched on.
    public var trackTemperature = false
    public var trackOvulationTests = false
    public var trackMucus = false

    public init() {}

    /// Every key, in display order, with a way to read and write it: one code path for all categories.
    public static var keys: [(name: String, path: WritableKeyPath<TrackingPreferences, Bool>)] { [
        ("trackFlow", \.trackFlow), ("trackMood", \.trackMood), ("trackSleep", \.trackSleep),
        ("trackCramps", \.trackCramps), ("trackExercise", \.trackExercise), ("trackGlucose", \.trackGlucose),
        ("trackInsulin", \.trackInsulin), ("trackMeals", \.trackMeals), ("trackStress", \.trackStress),
        ("trackMetrics", \.trackMetrics), ("trackIllness", \.trackIllness), ("trackWeight", \.trackWeight),
        ("trackTemperature", \.trackTemperature), ("trackOvulationTests", \.trackOvulationTests), ("trackMucus", \.trackMucus),
    ] }

    /// Applies the keys present in `changes`; an unknown key is an error naming it.
    public func applying(_ changes: [String: Bool]) throws(ValidationError) -> TrackingPreferences {
        var result = self
        for (name, value) in changes {
            guard let key = Self.keys.first(where: { $0.name == name }) else {
                throw ValidationError(field: "tracking.\(name)", .notTrackingCategory)
            }
            result[keyPath: key.path] = value
        }
        return result
    }
}

extension TrackingPreferences {
    /// Missing keys take their defaults, so stored preferences from before a category existed still decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        self.init()
        for key in Self.keys {
            if let value = try container.decodeIfPresent(Bool.self, forKey: AnyKey(key.name)) {
                self[keyPath: key.path] = value
            }
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
