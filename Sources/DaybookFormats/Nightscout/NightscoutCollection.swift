/// Where a Nightscout document is kept: API v3's collections, and xDrip+'s activity of API v1.
public enum NightscoutCollection: String, Sendable {
    case entries, treatments, devicestatus, profile, food, settings
    /// xDrip+'s heart rate, steps and motion (API v1 only).
    case activity

    public init(_ collection: NightscoutV3Collection) {
        switch collection {
        case .entries: self = .entries
        case .treatments: self = .treatments
        case .devicestatus: self = .devicestatus
        case .profile: self = .profile
        case .food: self = .food
        case .settings: self = .settings
        }
    }
}
