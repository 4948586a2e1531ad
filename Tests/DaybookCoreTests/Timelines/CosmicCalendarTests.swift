@testable import DaybookCore
import DaybookTestSupport
import Foundation
import Testing

/// Sagan's Cosmic Calendar as the oracle: on a 365-day run starting 1 January 00:00, an event
/// T billion years ago falls 365 × (1 − T/13.797) days into the year.
@Suite struct CosmicCalendarTests {
    /// The run's calendar instant of each event in a 365-day run starting 2025-01-01T00:00:00Z
    /// (2025 is not a leap year, as in Sagan's calendar).
    private func calendarInstants(_ scenario: Scenario) -> [Date] {
        let runStart = TimelineFixtures.utc(2025, 1, 1)
        return TimeTranslation.displayTimings(of: scenario, totalTime: 365 * 86_400).map {
            runStart.addingTimeInterval($0)
        }
    }

    // Hand-checked with the formula:
    // 4.57 Gyr: 365 × 9.227/13.797 = 244.100 days → 244 days after 1 Jan (Jan–Aug have 243 days, so
    //   Sep 2) + 0.100 × 24 h = 2 h 24.6 min → Sep 2 ~02:24.
    // 66 Myr: 365 × 0.066/13.797 = 1.7460 days before 1 Jan of the next year → Dec 30, 24 h − 0.746 × 24 h
    //   = 06:05:44.
    // 12 kyr: 365 × 86,400 × 12,000/13.797e9 = 27.4 s before midnight → Dec 31 23:59:32.6.
    @Test func eventsLandOnSagansDates() throws {
        let scenario = try TimelineFixtures.numbers(.yearsago, 13_797_000_000, 0, [4_570_000_000, 66_000_000, 12_000])
        let instants = calendarInstants(scenario)
        let expected = [
            TimelineFixtures.utc(2025, 9, 2, 2, 24),
            TimelineFixtures.utc(2025, 12, 30, 6, 5),
            TimelineFixtures.utc(2025, 12, 31, 23, 59, 32),
        ]
        for (got, want) in zip(instants, expected) {
            #expect(abs(got.timeIntervalSince(want)) < 60, "\(got) should be within a minute of \(want)")
        }
    }

    @Test func theShippedCalendarAgrees() throws {
        let scenario = try TimelineFixtures.shipped("cosmic-calendar")
        #expect(scenario.startDouble == -13_797_000_000 && scenario.endDouble == 0)
        let instants = calendarInstants(scenario)
        func instant(_ yearsAgo: Double) -> Date? {
            scenario.events.firstIndex { $0.startDouble == -yearsAgo }.map { instants[$0] }
        }
        // Big Bang at the first instant of the year, the present at its end.
        #expect(instant(13_797_000_000) == TimelineFixtures.utc(2025, 1, 1))
        #expect(instant(0) == TimelineFixtures.utc(2026, 1, 1))
        let checks: [(Double, Date)] = [
            (4_570_000_000, TimelineFixtures.utc(2025, 9, 2, 2, 24)),
            (66_000_000, TimelineFixtures.utc(2025, 12, 30, 6, 5)),
            (12_000, TimelineFixtures.utc(2025, 12, 31, 23, 59, 32)),
        ]
        for (yearsAgo, want) in checks {
            let got = try #require(instant(yearsAgo))
            #expect(abs(got.timeIntervalSince(want)) < 60)
        }
    }
}
