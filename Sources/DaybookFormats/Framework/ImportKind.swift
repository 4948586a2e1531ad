/// The kinds an import summary counts: the journal's timestamped kinds (`/api/v1/{kind}`) and the
/// day fields an import can fill in (`flow`, `sleep`, `mood`, `cramps`, `notes` of a day's symptoms; the day's `fertility` signs).
public enum ImportKind: String, Sendable, Codable, CaseIterable, CodingKeyRepresentable {
    case glucose
    case insulin
    case meals
    case exercise
    case stress
    case spans
    case flow
    case sleep
    case mood
    case cramps
    case notes
    case weight
    case temperature
    case ovulationTests
    case fertility
}
