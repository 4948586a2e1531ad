/// What an insulin dose was for: a meal (bolus), the background (basal), or bringing a high down.
public enum InsulinKind: String, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    case bolus
    case basal
    case correction
}
