import DaybookCore
import Foundation

/// Hours slept per night from HealthKit's sleep segments. A night is dated by the morning it ended.
/// Segments of one source add up; when several sources (phone and watch) record the same night,
/// the one with the most sleep counts, instead of the sum that would double the night.
/// Time asleep counts; time in bed only for a night with no asleep segments (older exports).
/// Memory: one entry per night and source, not per segment.
struct SleepNights {
    enum Stage {
        case inBed, asleep
        /// HKCategoryValueSleepAnalysis…: InBed, Asleep (before iOS 16), AsleepUnspecified, AsleepCore,
        /// AsleepDeep, AsleepREM; Awake is neither.
        init?(value: String) {
            switch value {
            case "HKCategoryValueSleepAnalysisInBed": self = .inBed
            case "HKCategoryValueSleepAnalysisAsleep", "HKCategoryValueSleepAnalysisAsleepUnspecified",
                 "HKCategoryValueSleepAnalysisAsleepCore", "HKCategoryValueSleepAnalysisAsleepDeep",
                 "HKCategoryValueSleepAnalysisAsleepREM": self = .asleep
            default: return nil
            }
        }
    }

    private struct Night: Hashable {
        let date: LocalDate
        let source: String
    }

    private var asleep: [Night: TimeInterval] = [:]
    private var inBed: [Night: TimeInterval] = [:]

    mutating func add(_ seconds: TimeInterval, stage: Stage, night date: LocalDate, source: String) {
        let night = Night(date: date, source: source)
        switch stage {
        case .asleep: asleep[night, default: 0] += seconds
        case .inBed: inBed[night, default: 0] += seconds
        }
    }

    /// Hours per night in date order, rounded to minutes and capped at the 24 a day's symptoms allow.
    func hoursByDate() -> [(LocalDate, Double)] {
        var best: [LocalDate: TimeInterval] = [:]
        for (night, seconds) in asleep { best[night.date] = max(best[night.date] ?? 0, seconds) }
        var bedOnly: [LocalDate: TimeInterval] = [:]
        for (night, seconds) in inBed where best[night.date] == nil {
            bedOnly[night.date] = max(bedOnly[night.date] ?? 0, seconds)
        }
        best.merge(bedOnly) { kept, _ in kept }
        return best.sorted { $0.key < $1.key }.compactMap { date, seconds in
            let hours = min(24, (seconds / 60).rounded() / 60)
            return hours > 0 ? (date, hours) : nil
        }
    }
}
