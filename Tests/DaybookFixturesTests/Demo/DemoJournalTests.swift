import DaybookCore
import DaybookFixtures
import Foundation
import Testing

@Suite struct DemoJournalTests {
    let today = LocalDate(dayNumber: 20_700) // 2026-09-04
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    @Test func theSameSeedGivesTheSameJournal() {
        let a = DemoJournal.generate(seed: 1, today: today, zone: zone)
        let b = DemoJournal.generate(seed: 1, today: today, zone: zone)
        let c = DemoJournal.generate(seed: 2, today: today, zone: zone)
        #expect(a.glucose == b.glucose && a.stress == b.stress && a.symptoms == b.symptoms)
        #expect(a.glucose != c.glucose)
    }

    @Test func itHoldsTheAdvertisedAmounts() {
        let journal = DemoJournal.generate(seed: 2026, today: today, zone: zone)
        #expect(journal.glucose.count == 90 * 288)
        #expect(journal.metrics.count == 180)
        #expect(journal.meals.count == 270)
        let periods = PeriodDetector.periods(fromFlow: journal.symptoms.compactMapValues(\.flow))
        #expect((22...28).contains(periods.count)) // two years of ~28–29-day cycles
        #expect(!journal.spans.isEmpty && !journal.exercise.isEmpty && !journal.favouriteMeals.isEmpty)
    }

    /// The demo shows the insights working: more sleep, less stress.
    @Test func sleepAndStressAreNegativelyCorrelated() throws {
        let journal = DemoJournal.generate(seed: 2026, today: today, zone: zone)
        let byDay = Dictionary(grouping: journal.stress) { LocalDate($0.time, in: zone) }
            .mapValues { ratings in Double(ratings.reduce(0) { $0 + $1.level }) / Double(ratings.count) }
        let pairs = journal.metrics.compactMap { date, metrics in
            metrics.sleep.flatMap { sleep in byDay[date].map { (sleep, $0) } }
        }
        let correlation = try LinearCorrelation(x: pairs.map(\.0), y: pairs.map(\.1))
        #expect((correlation.r ?? 0) < -0.3)
    }

    /// A year in pixels of the demo is full, as a person who logs daily keeps it: a mood on most days
    /// of the two years, not on every one, and more good than low ones.
    @Test func aMoodOnMostDaysButNotEveryDay() {
        let journal = DemoJournal.generate(seed: 2026, today: today, zone: zone)
        let days = 365 * 2 + 1
        let moods = (0..<days).compactMap { journal.symptoms[today.adding(days: -$0)]?.mood }
        #expect(moods.count >= days * 8 / 10 && moods.count < days, "\(moods.count) of \(days)")
        let statistics = MoodStatistics(moods: (0..<days).compactMap { back in
            journal.symptoms[today.adding(days: -back)]?.mood.map { DatedMood(date: today.adding(days: -back), mood: $0) }
        })
        #expect(statistics.tally.good > statistics.tally.low)
        #expect(Set(moods).count == MoodLevel.allCases.count)
    }
}
