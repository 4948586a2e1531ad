/// One menstrual period: its first day and, once known, its last day. `end == nil` means the end is not known yet (ongoing or never entered).
public struct Period: Sendable, Hashable, Codable {
    public var start: LocalDate
    public var end: LocalDate?
    public var source: PeriodSource

    public init(start: LocalDate, end: LocalDate? = nil, source: PeriodSource = .manual) {
        self.start = start
        self.end = end
        self.source = source
    }

    /// Days from first to last day, both counted; nil while the end is unknown.
    public var length: Int? {
        end.map { $0.days(since: start) + 1 }
    }

    public func contains(_ date: LocalDate) -> Bool {
        date >= start && date <= (end ?? start)
    }
}

/// Where a period came from; manual entries win over periods derived from flow days.
public enum PeriodSource: String, Sendable, Hashable, Codable {
    /// Derived from logged flow days by `PeriodDetector`.
    case logged
    /// Entered or edited by the person as start and end dates.
    case manual
    /// The last period given at onboarding.
    case onboarding
}
