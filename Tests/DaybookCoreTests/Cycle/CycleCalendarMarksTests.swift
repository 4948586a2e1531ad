import Testing
import DaybookCore

@Suite struct CycleCalendarMarksTests {
    /// Regular 28-day history: next period 06-18…06-22, ovulation 06-04, fertile 05-30…06-05
    /// (see CyclePredictionTests). In 05-28…06-20: fertile 05-30…06-05 (7 days, 06-04 ovulation)
    /// and period 06-18…06-20 (3 days).
    @Test func marksPredictedPeriodFertileAndOvulationDays() {
        let history = periods(from: "2026-01-01", cycleLengths: Array(repeating: 28, count: 5))
        let prediction = CyclePrediction(periods: history, today: date("2026-06-01"))
        let marks = CycleCalendarMarks.marks(for: prediction, from: date("2026-05-28"), through: date("2026-06-20"))
        #expect(marks.filter(\.fertile).map(\.date) == (0...6).map { date("2026-05-30").adding(days: $0) })
        #expect(marks.filter(\.ovulation).map(\.date) == [date("2026-06-04")])
        #expect(marks.filter(\.predictedPeriod).map(\.date) == (0...2).map { date("2026-06-18").adding(days: $0) })
        #expect(marks.count == 10)
        #expect(marks.map(\.date) == marks.map(\.date).sorted())
    }

    @Test func noPredictionNoMarks() {
        let prediction = CyclePrediction(periods: [], today: date("2026-06-01"))
        #expect(CycleCalendarMarks.marks(for: prediction, from: date("2026-01-01"), through: date("2026-12-31")).isEmpty)
    }
}
