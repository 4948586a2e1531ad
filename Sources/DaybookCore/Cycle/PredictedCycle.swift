/// One predicted period with its 80% interval, and the fertile window that leads up to it.
public struct PredictedCycle: Sendable, Hashable, Codable {
    public var start: LocalDate
    /// The 80% interval for `start`: the actual start falls in `earliest...latest` 8 times in 10.
    public var earliest: LocalDate
    public var latest: LocalDate
    /// Last predicted day of bleeding: start + average period length − 1.
    public var end: LocalDate
    /// The ovulation before this period and its fertile window (see `FertileWindow`).
    public var ovulation: LocalDate
    public var fertileStart: LocalDate
    public var fertileEnd: LocalDate
    /// The cycle under way's window once its ovulation is confirmed by the signs (true); otherwise the
    /// window is predicted, and the field is left out.
    public var fertileConfirmed: Bool?

    /// `previousPeriodEnd`: the last day of the period before (logged or predicted). The fertile
    /// window and ovulation never fall on it or before it: in a short cycle the calendar method's
    /// window would reach back into the bleeding, where it means nothing.
    public init(start: LocalDate, earliest: LocalDate, latest: LocalDate, periodLength: Int, previousPeriodEnd: LocalDate? = nil) {
        self.start = start
        self.earliest = earliest
        self.latest = latest
        end = start.adding(days: max(1, periodLength) - 1)
        let window = FertileWindow(nextPeriodStart: start)
        let firstFree = previousPeriodEnd.map { $0.adding(days: 1) } ?? window.start
        ovulation = max(window.ovulation, firstFree)
        fertileStart = max(window.start, firstFree)
        fertileEnd = max(window.end, ovulation)
    }

    /// Days in the interval, minus one: 0 when earliest == latest.
    public var intervalWidth: Int { latest.days(since: earliest) }
}
