/// A time when cycles are not expected to follow their usual rhythm (pregnancy, postpartum,
/// hormonal contraception …). While a pause is active there are no predictions, and cycles that
/// overlap a pause stay out of the statistics.
public struct PauseSpan: Sendable, Hashable, Codable {
    /// Free text such as "pregnancy"; the engine treats every kind alike.
    public var kind: String?
    public var start: LocalDate
    /// nil while the pause goes on.
    public var end: LocalDate?

    public init(kind: String? = nil, start: LocalDate, end: LocalDate? = nil) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    public func isActive(on date: LocalDate) -> Bool {
        date >= start && (end.map { date <= $0 } ?? true)
    }

    /// Whether the pause touches any day in `first...last`.
    public func overlaps(from first: LocalDate, through last: LocalDate) -> Bool {
        start <= last && (end.map { $0 >= first } ?? true)
    }
}
