import Foundation
import Testing
import DaybookCore
import DaybookFormats
import DaybookLocales

@Suite struct CycleFeedTests {
    /// The regular history of CyclePredictionTests: next period 06-18…06-22 (starting 06-17…06-19), fertile 05-30…06-05.
    @Test func predictedPeriodsAndFertileWindowsBecomeAllDayEvents() throws {
        var start = date("2026-01-01")
        var history: [Period] = []
        for _ in 0...5 {
            history.append(Period(start: start, end: start.adding(days: 4)))
            start = start.adding(days: 28)
        }
        let prediction = CyclePrediction(periods: history, today: date("2026-06-01"))
        let events = CycleFeed.events(for: prediction, domain: "user-7.daybook.example", stamp: Date(timeIntervalSince1970: 0), periodAlarmMinutes: -1440,
                                      words: Catalogues.of(.en))
        #expect(events.count == 12)
        let period = try #require(events.first)
        #expect(period.uid == "period-1@user-7.daybook.example")
        #expect(period.start == date("2026-06-18") && period.lastDay == date("2026-06-22"))
        #expect(period.alarm?.trigger == "-P1D")
        #expect(period.description == "Start between 2026-06-17 – 2026-06-19 with 80% probability.")
        let fertile = events[1]
        #expect(fertile.uid == "fertile-1@user-7.daybook.example")
        #expect(fertile.start == date("2026-05-30") && fertile.lastDay == date("2026-06-05"))
        #expect(fertile.alarm == nil)
        let rendered = ICalendar(name: "Daybook", events: events).render()
        #expect(rendered.contains("DTSTART;VALUE=DATE:20260618\r\nDTEND;VALUE=DATE:20260623\r\n"))
        let german = CycleFeed.events(for: prediction, domain: "d", stamp: Date(timeIntervalSince1970: 0), words: Catalogues.of(.de))
        #expect(german.first?.summary == "Periode (Vorhersage)")
    }

    @Test func noPredictionGivesAnEmptyFeed() {
        let prediction = CyclePrediction(periods: [], today: date("2026-06-01"))
        #expect(CycleFeed.events(for: prediction, domain: "d", stamp: Date(timeIntervalSince1970: 0), words: Catalogues.of(.en)).isEmpty)
    }
}
