/// The four phases a cycle is read in, in the order they come.
public enum CyclePhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The period's days.
    case menstrual
    /// After the period, up to the ovulatory phase.
    case follicular
    /// Ovulation day with the two days before it and the day after it.
    case ovulatory
    /// After the ovulatory phase, up to the day before the next period starts.
    case luteal

    /// Days of the ovulatory phase before ovulation day: sperm live a few days, and the egg lives
    /// about one day after ovulation, so these are the days that change most around it.
    public static let ovulatoryDaysBefore = 2
    /// Days of the ovulatory phase after ovulation day.
    public static let ovulatoryDaysAfter = 1
}
