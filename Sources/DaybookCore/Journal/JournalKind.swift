/// The kinds of things a day can hold. Raw values are the API's names (`/api/v1/{kind}` for the
/// timestamped ones) and what a calendar day lists under `logged`.
public enum JournalKind: String, Sendable, Codable, CaseIterable, Comparable {
    case symptoms
    case metrics
    case stress
    case glucose
    case insulin
    case meals
    case exercise
    case spans
    case weight
    case temperature
    case ovulationTests
    /// The fertility signs of a day (cervical mucus), once a day like the symptoms.
    case fertility

    /// Declaration order, so lists of kinds read the same everywhere.
    public static func < (lhs: JournalKind, rhs: JournalKind) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

extension JournalKind {
    /// Kinds the cycle's prediction reads: a change to them moves period-due reminders.
    public var movesTheCycle: Bool {
        switch self {
        case .symptoms, .temperature, .fertility: true
        case .metrics, .stress, .glucose, .insulin, .meals, .exercise, .spans, .weight, .ovulationTests: false
        }
    }
}
