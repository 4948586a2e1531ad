/// Menstrual flow of a day.
public enum FlowLevel: String, Sendable, Codable, CaseIterable {
    case none = "NONE"
    case light = "LIGHT"
    case medium = "MEDIUM"
    case heavy = "HEAVY"
    case spotting = "SPOTTING"

    /// Light, medium and heavy flow are bleeding; spotting alone is not (it starts no period).
    public var isBleeding: Bool {
        switch self {
        case .light, .medium, .heavy: true
        case .none, .spotting: false
        }
    }
}
