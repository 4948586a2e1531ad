import Testing
import PropertyBased
import DaybookCore

@Suite struct CyclePredictionTests {
    /// Five 28-day cycles from 2026-01-01: last start 05-21, next 06-18.
    /// Spread: prior 1.8 worth 1.5 cycles, sample SD 0 → σ² = 1.5·3.24/5.5, σ = 0.940. Centre: 28
    /// pulled toward the population's 29.3 with weight 1 − 6.76/(6.76 + 0.8836/4.892) = 0.026 →
    /// 28.034; half-width = 1.2816 · 0.940 · √(1 + 1/5) = 1.32 → 06-17…06-19. Ovulation 06-18 − 14 = 06-04,
    /// fertile 05-30…06-05; end 06-18 + 5 − 1 = 06-22. (Dates checked with Python's datetime.)
    @Test func regularHistoryPredictsTheNextStartWithANarrowInterval() throws {
        let history = periods(from: "2026-01-01", cycleLengths: Array(repeating: 28, count: 5))
        let prediction = CyclePrediction(periods: history, today: date("2026-06-01"))
        #expect(prediction.status == .predicted)
        let next = try #require(prediction.next)
        #expect(next.start == date("2026-06-18"))
        #expect(next.earliest == date("2026-06-17") && next.latest == date("2026-06-19"))
        #expect(next.end == date("2026-06-22"))
        #expect(next.ovulation == date("2026-06-04"))
        #expect(next.fertileStart == date("2026-05-30") && next.fertileEnd == date("2026-06-05"))
        #expect(prediction.daysUntil == 17)
        #expect(prediction.cycles.count == 6)
        #expect(prediction.cycles.map(\.start) == (1...6).map { date("2026-05-21").adding(days: 28 * $0) })
        #expect(prediction.method == "recent robust mean" && prediction.ovulationMethod == "calendar")
    }

    /// Cycles 26, 31, 28, 33, 27, 30 (last start 06-25). Weighted mean, weights 0.9^age from the
    /// newest: 137.1338 / 4.6856 = 29.267. Sample variance 6.967; σ² = (1.5·3.24 + 5·6.967)/6.5,
    /// σ = 2.471; pulled toward 29.3 (own weight 6.76/(6.76 + 6.107/5.34) = 0.855) → 29.272, +29
    /// days = 07-24; half-width 1.2816·2.471·√(7/6) = 3.42 → 07-21…07-28.
    /// Two ahead: 58.54 ± 1.2816·2.471·√(2 + 4/6) = ±5.17 → 08-23 in 08-17…08-28.
    /// (Arithmetic and dates checked in Python.)
    @Test func irregularHistoryWidensTheInterval() throws {
        let history = periods(from: "2026-01-01", cycleLengths: [26, 31, 28, 33, 27, 30])
        let prediction = CyclePrediction(periods: history, today: date("2026-07-01"))
        #expect(abs(prediction.forecast.cycleLength - 29.2716) < 0.0001)
        #expect(abs(prediction.forecast.spread - 2.4712) < 0.0001)
        let next = try #require(prediction.next)
        #expect(next.start == date("2026-07-24"))
        #expect(next.earliest == date("2026-07-21") && next.latest == date("2026-07-28"))
        let second = prediction.cycles[1]
        #expect(second.start == date("2026-08-23"))
        #expect(second.earliest == date("2026-08-17") && second.latest == date("2026-08-28"))
    }

    /// 45 among 28s: the MAD is 0, so anything over 5 days from the median is dropped; 60 among
    /// 28s is over twice the median and never counted. Either way the prediction is the five 28s
    /// alone (28.03 with the population's pull), as without the outlier.
    @Test func outlierCycleDoesNotMoveThePrediction() {
        for outlier in [45, 60] {
            let history = periods(from: "2026-01-01", cycleLengths: [28, 28, 28, outlier, 28, 28])
            let prediction = CyclePrediction(periods: history, today: date("2026-07-01"))
            let without = CyclePredictor.standard.forecast(lengths: Array(repeating: 28, count: 5))
            #expect(abs(prediction.forecast.cycleLength - without.cycleLength) < 1e-9)
            #expect(abs(prediction.forecast.cycleLength - 28) < 0.05)
            #expect(prediction.forecast.historyCount == 5)
        }
    }

    /// One period, no onboarding: 28 days with spread 4 and n treated as 1, half-width
    /// 1.2816 · 4 · √2 = 7.25 → ±7 days around 05-29. With an onboarding average of 30: 05-31.
    @Test func onePeriodUsesDefaultsWithAWideInterval() throws {
        let history = [Period(start: date("2026-05-01"), end: date("2026-05-05"))]
        let prediction = CyclePrediction(periods: history, today: date("2026-05-10"))
        let next = try #require(prediction.next)
        #expect(prediction.forecast.source == .populationDefault)
        #expect(next.start == date("2026-05-29"))
        #expect(next.earliest == date("2026-05-22") && next.latest == date("2026-06-05"))
        let onboarded = CyclePrediction(periods: history, today: date("2026-05-10"), onboardingCycleLength: 30)
        #expect(onboarded.next?.start == date("2026-05-31"))
        #expect(onboarded.forecast.source == .onboarding)
    }

    @Test func noPeriodsMeansNoPrediction() {
        let prediction = CyclePrediction(periods: [], today: date("2026-05-10"))
        #expect(prediction.status == .noHistory)
        #expect(prediction.next == nil && prediction.cycles.isEmpty && prediction.daysUntil == nil)
    }

    @Test func anActivePauseStopsPredictionsAndAnEndedOneWaitsForTheNextPeriod() {
        let history = periods(from: "2026-01-01", cycleLengths: [28, 28])
        let open = CyclePrediction(periods: history, pauses: [PauseSpan(kind: "pregnancy", start: date("2026-03-10"))], today: date("2026-05-01"))
        #expect(open.status == .paused && open.next == nil)
        let ended = CyclePrediction(periods: history, pauses: [PauseSpan(start: date("2026-03-10"), end: date("2026-04-01"))], today: date("2026-05-01"))
        #expect(ended.status == .awaitingPeriodAfterPause && ended.next == nil)
        let resumed = CyclePrediction(periods: history + [Period(start: date("2026-04-20"))],
                                      pauses: [PauseSpan(start: date("2026-03-10"), end: date("2026-04-01"))], today: date("2026-05-01"))
        #expect(resumed.status == .predicted)
        // The cycle 02-26 → 04-20 overlaps the pause: only the two 28s count.
        #expect(abs(resumed.forecast.cycleLength - 28) < 1e-9 && resumed.forecast.historyCount == 2)
        #expect(resumed.next?.start == date("2026-05-18"))
    }

    /// A late period stays "next" (negative days until) while today is inside its interval.
    @Test func aLatePeriodIsStillNextWhileInsideItsInterval() {
        let history = periods(from: "2026-01-01", cycleLengths: Array(repeating: 28, count: 5))
        let late = CyclePrediction(periods: history, today: date("2026-06-19"))
        #expect(late.next?.start == date("2026-06-18") && late.daysUntil == -1)
        let past = CyclePrediction(periods: history, today: date("2026-06-20"))
        #expect(past.next?.start == date("2026-07-16"))
    }

    /// Two entries on one day make no zero-length cycle, and a zero onboarding length is read as
    /// one day, so the search for the next period always ends.
    @Test func duplicateStartsAndAZeroOnboardingLengthStillPredictForward() {
        let twice = [Period(start: date("2026-05-01")), Period(start: date("2026-05-01"), end: date("2026-05-03"))]
        let prediction = CyclePrediction(periods: twice, today: date("2026-05-10"), onboardingCycleLength: 0)
        #expect(prediction.forecast.historyCount == 0)
        #expect((prediction.next?.latest).map { $0 >= date("2026-05-10") } == true)
    }

    @Test func everyIntervalHoldsItsStartAndWidensFurtherAhead() async {
        let lengths = Gen.int(in: 21...40).array(of: 0...15)
        await propertyCheck(input: lengths, Gen.int(in: 0...200)) { lengths, daysAfter in
            let history = periods(from: "2025-01-01", cycleLengths: lengths)
            let today = history[history.count - 1].start.adding(days: daysAfter)
            let prediction = CyclePrediction(periods: history, today: today)
            #expect(prediction.cycles.count == 6)
            #expect((prediction.next?.latest).map { $0 >= today } == true)
            for cycle in prediction.cycles { #expect(cycle.earliest <= cycle.start && cycle.start <= cycle.latest) }
            for (a, b) in zip(prediction.cycles, prediction.cycles.dropFirst()) {
                #expect(a.start < b.start && a.intervalWidth <= b.intervalWidth)
            }
        }
    }
}
