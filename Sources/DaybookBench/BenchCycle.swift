import DaybookCore
import DaybookFixtures
import Foundation

/// Cycle prediction over `years` of history, in the core: periods found from the logged flow days
/// (`PeriodDetector`), then the full prediction report (forecast, ovulation, fertile window, six
/// cycles ahead, deviation rules and the backtest of the method on this history).
enum BenchCycle {
    static func run(years: Int, runs: Int, seed: Int, into figures: inout BenchFigures, log: (String) -> Void) {
        guard let today = BenchImport.today else { return }
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let journal = DemoJournal.generate(seed: UInt64(max(0, seed)), today: today, zone: zone,
                                           cycleYears: years, dailyDays: 0, cgmDays: 0)
        let flow = journal.symptoms.compactMapValues(\.flow)
        var preferences = Preferences(displayName: "Bench", timeZone: "Europe/Berlin")
        preferences.averageCycleLength = 28
        var detect: [Double] = [], predict: [Double] = [], report: [Double] = []
        var periods: [Period] = []
        for _ in 0..<max(1, runs) {
            var began = ContinuousClock.now
            periods = PeriodDetector.periods(fromFlow: flow)
            detect.append(BenchMeasure.seconds(ContinuousClock.now - began))
            began = ContinuousClock.now
            let prediction = CyclePrediction(periods: periods, today: today, preferences: preferences)
            predict.append(BenchMeasure.seconds(ContinuousClock.now - began))
            began = ContinuousClock.now
            let full = CyclePredictionReport(request: CyclePredictionRequest(periods: periods), today: today, preferences: preferences)
            report.append(BenchMeasure.seconds(ContinuousClock.now - began))
            // Keep the optimiser from dropping the work.
            if prediction.cycles.isEmpty && full.cycles.isEmpty { log("no cycles predicted") }
        }
        let note = "\(flow.count) flow days, \(periods.count) periods, median of \(detect.count) runs"
        figures.add("cycle", "\(years) years: periods from flow days", BenchMeasure.percentile(detect, 50) * 1000, "ms", note: note)
        figures.add("cycle", "\(years) years: prediction", BenchMeasure.percentile(predict, 50) * 1000, "ms")
        figures.add("cycle", "\(years) years: full report (with backtest)", BenchMeasure.percentile(report, 50) * 1000, "ms")
        log("cycle \(years) years: \(periods.count) periods; detect \(BenchMeasure.ms(BenchMeasure.percentile(detect, 50))), "
            + "predict \(BenchMeasure.ms(BenchMeasure.percentile(predict, 50))), report \(BenchMeasure.ms(BenchMeasure.percentile(report, 50)))")
    }
}
