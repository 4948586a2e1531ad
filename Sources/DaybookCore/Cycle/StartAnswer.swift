/// What the person said about bleeding that began too soon after a period to be a new one by the
/// rules (`CycleDefaults.shortestCycle`): "New period or spotting?".
public enum StartAnswer: String, Sendable, Hashable, Codable, CaseIterable {
    /// A new period: it starts a cycle like any other, however short.
    case period
    /// Spotting: the bleeding starts no period and leaves the cycle as it was.
    case spotting
}

/// Bleeding that may start a period or may be spotting, waiting for the person's answer. Until then
/// it starts no cycle: statistics and predictions go on from the period before it.
public struct UncertainStart: Sendable, Hashable, Codable {
    /// The first day of the bleeding.
    public var date: LocalDate
    /// The start of the period before it, and the days between the two starts.
    public var previousStart: LocalDate
    public var daysSincePeriodStart: Int

    public init(date: LocalDate, previousStart: LocalDate) {
        self.date = date
        self.previousStart = previousStart
        daysSincePeriodStart = date.days(since: previousStart)
    }
}
