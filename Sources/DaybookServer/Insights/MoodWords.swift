import DaybookCore
import Foundation

/// The mood insights in the reader's words: each statistic as a plain sentence, or, with too few
/// days, how many more are needed.
struct MoodWords {
    let strings: Catalogue
    let language: Language

    init(_ language: Language) {
        strings = Strings.table(language)
        self.language = language
    }

    func name(_ mood: MoodLevel) -> String { strings["mood.\(mood.rawValue)"] ?? mood.rawValue }

    /// "64 %", kept on one line.
    func percent(_ share: Double?) -> String { "\(NumberText.format((share ?? 0) * 100, language: language, decimals: 0))\u{00A0}%" }

    /// Full weekday names, Monday first.
    func weekday(_ number: Int) -> String {
        let names = strings.fill("mood.weekdayNames").split(separator: " ").map(String.init)
        return names.count == 7 ? names[min(max(number - 1, 0), 6)] : String(number)
    }

    func tooFew(_ daysNeeded: Int) -> String { strings.counted("mood.tooFew", daysNeeded) }

    func summary(_ statistics: MoodStatistics) -> String {
        guard statistics.days > 0 else { return strings.fill("mood.none") }
        let tally = statistics.tally
        return strings.counted("mood.summary", statistics.days, [
            "good": percent(tally.share(.good)), "neutral": percent(tally.share(.neutral)), "low": percent(tally.share(.low)),
        ])
    }

    func weekdays(_ statistics: MoodStatistics) -> String {
        guard statistics.weekdayDaysNeeded == 0 else { return tooFew(statistics.weekdayDaysNeeded) }
        guard let best = statistics.bestWeekday, let worst = statistics.worstWeekday else { return strings.fill("mood.weekday.same") }
        let share = { (day: Int) in percent(statistics.byWeekday.first { $0.weekday == day }?.tally.goodShare) }
        return strings.fill("mood.weekday.sentence", ["best": weekday(best), "bestShare": share(best),
                                                        "worst": weekday(worst), "worstShare": share(worst)])
    }

    func sleep(_ split: MoodSplit) -> String {
        guard split.status == .ok else { return tooFew(split.daysNeeded) }
        return strings.fill("mood.sleep.sentence", ["hours": NumberText.format(split.threshold, language: language, decimals: 0),
                                                     "long": percent(split.atLeast.goodShare), "short": percent(split.below.goodShare)])
    }

    func stress(_ split: MoodSplit) -> String {
        guard split.status == .ok else { return tooFew(split.daysNeeded) }
        return strings.fill("mood.stress.sentence", ["level": NumberText.format(split.threshold, language: language, decimals: 0),
                                                      "high": percent(split.atLeast.goodShare), "calm": percent(split.below.goodShare)])
    }

    func cycle(_ phases: MoodByPhase) -> String {
        guard phases.status != .noCycles else { return strings.fill("mood.phase.noCycles") }
        guard phases.status == .ok else { return tooFew(phases.daysNeeded) }
        guard let lowest = phases.lowest, let highest = phases.highest else { return strings.fill("mood.phase.same") }
        let share = { (phase: CyclePhase) in percent(phases.phases.first { $0.phase == phase }?.tally.goodShare) }
        return strings.fill("mood.phase.sentence", [
            "lowest": strings.fill("mood.phase.\(lowest.rawValue)"), "lowShare": share(lowest),
            "highest": strings.fill("mood.phase.\(highest.rawValue)"), "highShare": share(highest),
        ])
    }
}
