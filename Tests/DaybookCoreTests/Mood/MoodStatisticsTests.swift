import DaybookCore
import PropertyBased
import Testing

@Suite struct MoodStatisticsTests {
    /// 2026-03-02 is a Monday.
    static let monday = LocalDate(dayNumber: 20_514)

    static func days(_ moods: [MoodLevel], from first: LocalDate = monday) -> [DatedMood] {
        moods.enumerated().map { DatedMood(date: first.adding(days: $0.offset), mood: $0.element) }
    }

    @Test func mondayIsAMonday() {
        #expect(Self.monday.weekday == 1)
        #expect(Self.monday.description == "2026-03-02")
    }

    @Test func moodsFallIntoGoodNeutralAndLow() {
        #expect([MoodLevel.great, .happy, .loved, .lol].allSatisfy { $0.group == .good })
        #expect([MoodLevel.neutral, .idk].allSatisfy { $0.group == .neutral })
        #expect([MoodLevel.sad, .angry, .sick].allSatisfy { $0.group == .low })
        #expect(Set(MoodLevel.bestFirst) == Set(MoodLevel.allCases))
        #expect(MoodLevel.bestFirst.count == MoodLevel.allCases.count)
    }

    @Test func countsEveryMoodBestFirstWithItsShare() {
        let statistics = MoodStatistics(moods: Self.days([.happy, .happy, .sad, .neutral]))
        #expect(statistics.days == 4)
        #expect(statistics.counts.map(\.mood) == MoodLevel.bestFirst)
        #expect(statistics.counts.first { $0.mood == .happy }?.days == 2)
        #expect(statistics.counts.first { $0.mood == .happy }?.share == 0.5)
        #expect(statistics.counts.first { $0.mood == .great }?.days == 0)
        #expect(statistics.tally.good == 2 && statistics.tally.neutral == 1 && statistics.tally.low == 1)
        #expect(statistics.tally.goodShare == 0.5)
    }

    @Test func aDateGivenTwiceCountsOnceWithItsLastMood() {
        let day = Self.monday
        let statistics = MoodStatistics(moods: [DatedMood(date: day, mood: .sad), DatedMood(date: day, mood: .great)])
        #expect(statistics.days == 1)
        #expect(statistics.tally.good == 1)
    }

    @Test func noMoodsSayNothing() {
        let statistics = MoodStatistics(moods: [])
        #expect(statistics.days == 0)
        #expect(statistics.tally.goodShare == nil)
        #expect(statistics.bestWeekday == nil)
        #expect(statistics.weekdayDaysNeeded == MoodStatistics.minimumDaysPerWeekday)
        #expect(statistics.sleep.status == .notEnoughData)
        #expect(statistics.sleep.daysNeeded == MoodSplit.minimumDays)
        #expect(statistics.byPhase?.status == .noCycles)
        #expect(statistics.byPhase?.daysNeeded == 0)
    }

    @Test func stressAndTheCycleCanBeLeftOut() {
        let statistics = MoodStatistics(moods: Self.days([.happy]), stressMeans: nil, cycles: nil)
        #expect(statistics.stress == nil && statistics.byPhase == nil)
        #expect(statistics.days == 1)
    }

    @Test func bestWeekdayIsSaturdayWhenWeekendsAreGood() {
        // Four weeks: weekdays neutral, Saturdays great, Sundays split.
        var moods: [MoodLevel] = []
        for week in 0..<4 {
            moods += [.neutral, .neutral, .sad, .neutral, .neutral, .great, week % 2 == 0 ? .happy : .sad]
        }
        let statistics = MoodStatistics(moods: Self.days(moods))
        #expect(statistics.weekdayDaysNeeded == 0)
        #expect(statistics.bestWeekday == 6)
        #expect(statistics.worstWeekday == 1)  // the first of the weekdays without a good mood
        #expect(statistics.byWeekday.first { $0.weekday == 6 }?.tally.goodShare == 1)
    }

    @Test func weekdaysWithTooFewDaysSayHowManyMoreAreNeeded() {
        let statistics = MoodStatistics(moods: Self.days(Array(repeating: .happy, count: 14)))
        #expect(statistics.weekdayDaysNeeded == 2)
        #expect(statistics.bestWeekday == nil)
    }

    @Test func sleepSplitsAtSevenHours() {
        let moods = Self.days(Array(repeating: .happy, count: 8) + Array(repeating: .sad, count: 8))
        let sleep = moods.enumerated().map { DatedValue(date: $0.element.date, value: $0.offset < 8 ? 7.5 : 5) }
        let statistics = MoodStatistics(moods: moods, sleepHours: sleep)
        #expect(statistics.sleep.status == .ok)
        #expect(statistics.sleep.atLeast.goodShare == 1)
        #expect(statistics.sleep.below.goodShare == 0)
        #expect(statistics.sleep.daysNeeded == 0)
    }

    @Test func exactlySevenHoursCountsAsALongNight() {
        let split = MoodSplit(moods: Self.days([.happy]), values: [DatedValue(date: Self.monday, value: 7)], threshold: 7)
        #expect(split.atLeast.days == 1 && split.below.days == 0)
    }

    @Test func stressWithTooFewCalmDaysSaysHowManyMore() throws {
        let moods = Self.days(Array(repeating: .neutral, count: 10))
        let stress = moods.enumerated().map { DatedValue(date: $0.element.date, value: $0.offset < 8 ? 7 : 3) }
        let split = try #require(MoodStatistics(moods: moods, stressMeans: stress).stress)
        #expect(split.status == .notEnoughData)
        #expect(split.atLeast.days == 8 && split.below.days == 2)
        #expect(split.daysNeeded == 5)
    }

    @Test func moodsAreLowestInTheDaysBeforeThePeriod() throws {
        // Three 28-day cycles: sad in the luteal phase, happy otherwise.
        let start = Self.monday
        let cycles = (0..<3).map { index -> PhasedCycle in
            let first = start.adding(days: 28 * index)
            return PhasedCycle(start: first, lastDay: first.adding(days: 27), isCurrent: false, lastPeriodDay: first.adding(days: 4),
                               ovulation: .estimated(first.adding(days: 13)))
        }
        let moods = (0..<84).map { offset -> DatedMood in
            let date = start.adding(days: offset)
            let cycleDay = offset % 28 + 1
            return DatedMood(date: date, mood: cycleDay > 15 ? .sad : .happy)
        }
        let phases = try #require(MoodStatistics(moods: moods, cycles: cycles).byPhase)
        #expect(phases.status == .ok)
        #expect(phases.phases.map(\.phase) == [.menstrual, .follicular, .ovulatory, .luteal])
        #expect(phases.lowest == .luteal)
        #expect(phases.highest == .menstrual)
        #expect(phases.phases.reduce(0) { $0 + $1.tally.days } == 84)
    }

    @Test func daysOutsideEveryCycleHaveNoPhase() {
        let cycle = PhasedCycle(start: Self.monday, lastDay: Self.monday.adding(days: 27), isCurrent: false,
                                lastPeriodDay: Self.monday.adding(days: 4), ovulation: .estimated(Self.monday.adding(days: 13)))
        let phases = MoodByPhase(moods: Self.days([.sad], from: Self.monday.adding(days: -3)), cycles: [cycle])
        #expect(phases.phases.isEmpty)
        #expect(phases.status == .notEnoughData)
        #expect(phases.daysNeeded == MoodByPhase.minimumDays)
    }

    static let moodDays = Gen.element(of: MoodLevel.allCases).array(of: 0...120)

    /// Whatever the moods, the counts and groups add up to the days, shares to one, and every weekday's
    /// and split's parts to their whole.
    @Test func partsAddUpToTheWhole() async {
        await propertyCheck(count: 300, input: Self.moodDays, Gen.double(in: 3...10).array(of: 120...120)) { picked, hours in
            let moods = Self.days(picked.compactMap { $0 })
            let sleep = moods.enumerated().filter { $0.offset % 3 != 0 }.map { DatedValue(date: $0.element.date, value: hours[$0.offset]) }
            let statistics = MoodStatistics(moods: moods, sleepHours: sleep, stressMeans: sleep)
            #expect(statistics.days == moods.count)
            #expect(statistics.counts.reduce(0) { $0 + $1.days } == statistics.days)
            #expect(statistics.tally.good + statistics.tally.neutral + statistics.tally.low == statistics.days)
            #expect(statistics.byWeekday.map(\.weekday) == Array(1...7))
            #expect(statistics.byWeekday.reduce(0) { $0 + $1.tally.days } == statistics.days)
            #expect(statistics.sleep.atLeast.days + statistics.sleep.below.days == sleep.count)
            if statistics.days > 0 {
                #expect(abs(statistics.counts.reduce(0) { $0 + $1.share } - 1) < 1e-9)
            }
            for group in MoodGroup.allCases {
                if let share = statistics.tally.share(group) { #expect((0...1).contains(share)) }
            }
            if let best = statistics.bestWeekday, let worst = statistics.worstWeekday {
                let share = { (day: Int) in statistics.byWeekday[day - 1].tally.goodShare ?? -1 }
                #expect(statistics.byWeekday.allSatisfy { ($0.tally.goodShare ?? 0) <= share(best) && ($0.tally.goodShare ?? 1) >= share(worst) })
            }
            #expect((statistics.sleep.status == .ok) == (statistics.sleep.daysNeeded == 0))
        }
    }

    /// The order the days come in changes nothing.
    @Test func orderDoesNotMatter() async {
        await propertyCheck(count: 200, input: Self.moodDays) { picked in
            let moods = Self.days(picked.compactMap { $0 })
            #expect(MoodStatistics(moods: moods) == MoodStatistics(moods: moods.reversed()))
        }
    }
}
