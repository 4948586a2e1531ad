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

    /// Declaration order, so lists of kinds read the same everywhere.
    public static func < (lhs: JournalKind, rhs: JournalKind) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
