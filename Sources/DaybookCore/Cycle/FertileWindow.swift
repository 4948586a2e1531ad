/// Ovulation and the fertile window by the calendar method: ovulation 14 days before the next
/// period (a luteal phase of about 14 days), fertile from 5 days before ovulation (sperm survive
/// up to 5 days) to 1 day after it (the egg lives about a day). Wilcox et al., NEJM 1995.
public struct FertileWindow: Sendable, Hashable, Codable {
    public static let method = "calendar"
    public static let daysBeforeOvulation = 5
    public static let daysAfterOvulation = 1

    public var ovulation: LocalDate
    public var start: LocalDate
    public var end: LocalDate

    public init(nextPeriodStart: LocalDate) {
        ovulation = nextPeriodStart.adding(days: -CycleDefaults.lutealPhaseDays)
        start = ovulation.adding(days: -Self.daysBeforeOvulation)
        end = ovulation.adding(days: Self.daysAfterOvulation)
    }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }
}
