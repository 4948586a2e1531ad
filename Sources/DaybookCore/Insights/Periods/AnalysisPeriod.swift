/// The span an analysis looks at.
public enum AnalysisPeriod: String, Sendable, Codable, CaseIterable {
    case day, week, month

    /// The first and last date of this period around `date`. Weeks are ISO weeks, Monday first.
    public func range(containing date: LocalDate) -> ClosedRange<LocalDate> {
        switch self {
        case .day:
            return date...date
        case .week:
            let monday = date.adding(days: 1 - date.weekday)
            return monday...monday.adding(days: 6)
        case .month:
            let first = date.firstOfMonth
            return first...first.adding(days: LocalDate.daysIn(month: date.month, year: date.year) - 1)
        }
    }

    /// The period just before the one containing `date` (yesterday, last week, last month).
    public func previousRange(before date: LocalDate) -> ClosedRange<LocalDate> {
        range(containing: range(containing: date).lowerBound.adding(days: -1))
    }
}
