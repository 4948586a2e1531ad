/// Everything the mood insights say about a period: how often each mood was logged, moods by weekday,
/// against sleep and stress, and by cycle phase. Pure: the caller reads the days, this counts them.
public struct MoodStatistics: Sendable, Hashable, Codable {
    /// Hours slept from which a night counts as long enough (the usual adult recommendation).
    public static let sleepThreshold = 7.0
    /// A day's mean stress rating (1–10) from which the day counts as stressful.
    public static let stressThreshold = 6.0
    /// Days with a mood each weekday needs before weekdays are compared.
    public static let minimumDaysPerWeekday = 4

    /// Days of the period with a mood.
    public let days: Int
    public let tally: MoodTally
    /// Every mood, best first, with how often it was logged (0 for moods never logged).
    public let counts: [MoodCount]
    /// Monday to Sunday, each weekday once.
    public let byWeekday: [WeekdayMood]
    /// Nil until every weekday has `minimumDaysPerWeekday` days, or when they all share the same.
    public let bestWeekday: Int?
    public let worstWeekday: Int?
    /// More days needed (on the weekday with fewest) before weekdays are compared; 0 once they are.
    public let weekdayDaysNeeded: Int
    public let sleep: MoodSplit
    /// Nil when the stress ratings were left out (a reader not granted them).
    public let stress: MoodSplit?
    /// Nil when the cycle was left out (a reader not granted it).
    public let byPhase: MoodByPhase?

    /// - Parameters:
    ///   - moods: one mood per day; for a date given twice the last counts.
    ///   - sleepHours: hours slept, one value per day.
    ///   - stressMeans: each day's mean stress rating; nil leaves stress out.
    ///   - cycles: the cycles the period's days fall in (see `PhasedCycle.history`); nil leaves the cycle out.
    public init(moods: [DatedMood], sleepHours: [DatedValue] = [], stressMeans: [DatedValue]? = [], cycles: [PhasedCycle]? = []) {
        var byDate: [LocalDate: MoodLevel] = [:]
        for day in moods { byDate[day.date] = day.mood }
        let unique = byDate.map { DatedMood(date: $0.key, mood: $0.value) }.sorted { $0.date < $1.date }
        days = unique.count
        tally = MoodTally(unique.map(\.mood))
        counts = Self.counts(unique)
        byWeekday = (1...7).map { weekday in
            WeekdayMood(weekday: weekday, tally: MoodTally(unique.filter { $0.date.weekday == weekday }.map(\.mood)))
        }
        let fewest = byWeekday.map(\.tally.days).min() ?? 0
        weekdayDaysNeeded = max(0, Self.minimumDaysPerWeekday - fewest)
        let extremes = weekdayDaysNeeded == 0 ? MoodExtremes(byWeekday.map { ($0.weekday, $0.tally) }) : nil
        bestWeekday = extremes?.highest
        worstWeekday = extremes?.lowest
        sleep = MoodSplit(moods: unique, values: sleepHours, threshold: Self.sleepThreshold)
        stress = stressMeans.map { MoodSplit(moods: unique, values: $0, threshold: Self.stressThreshold) }
        byPhase = cycles.map { MoodByPhase(moods: unique, cycles: $0) }
    }

    static func counts(_ moods: [DatedMood]) -> [MoodCount] {
        var counts: [MoodLevel: Int] = [:]
        for day in moods { counts[day.mood, default: 0] += 1 }
        return MoodLevel.bestFirst.map { mood in
            let days = counts[mood] ?? 0
            return MoodCount(mood: mood, days: days, share: moods.isEmpty ? 0 : Double(days) / Double(moods.count))
        }
    }
}
