/// Entering or editing a period's dates directly. The logged flow is the
/// one source of truth, so an edit becomes flow changes: days the period now covers bleed, days it
/// no longer covers stop bleeding. Other symptoms of those days are untouched.
public enum PeriodEdit {
    /// Periods longer than this are typing mistakes (Apple's "prolonged" alert starts at 10 days).
    public static let maximumLength = 15

    /// The flow each changed day should get (`nil` clears it).
    /// - Parameters:
    ///   - old: the period as it was (nil when entering a new one).
    ///   - new: the period as it should be (nil when deleting). Without an end it covers its start only.
    ///   - flow: the logged flow of the days involved.
    ///   - level: the flow for days that become period days and had none.
    public static func flowChanges(
        old: Period?, new: Period?, flow: [LocalDate: FlowLevel], level: FlowLevel = .medium
    ) -> [LocalDate: FlowLevel?] {
        var changes: [LocalDate: FlowLevel?] = [:]
        let newDays = Set(days(of: new))
        for day in days(of: old) where !newDays.contains(day) && flow[day]?.isBleeding == true {
            changes[day] = .some(nil)
        }
        for day in newDays where flow[day]?.isBleeding != true {
            changes[day] = .some(level.isBleeding ? level : .medium)
        }
        return changes
    }

    /// Checks a period a person enters: it must not end before it starts, last at most 15 days,
    /// or begin after today.
    public static func validate(_ period: Period, today: LocalDate) throws(ValidationError) {
        guard period.start <= today else { throw ValidationError(field: "start", .notInFuture) }
        if let end = period.end {
            guard end >= period.start else { throw ValidationError(field: "end", .notBeforeStart) }
            guard end.days(since: period.start) < maximumLength else {
                throw ValidationError(field: "end", .periodAtMostDays, ["maximum": "\(maximumLength)"])
            }
        }
    }

    private static func days(of period: Period?) -> [LocalDate] {
        guard let period else { return [] }
        let last = max(period.start, period.end ?? period.start)
        return (0...last.days(since: period.start)).map { period.start.adding(days: $0) }
    }
}
