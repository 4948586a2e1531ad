import Foundation

/// Finds the mucus peak: a day of the best quality seen so far, followed by three observed days
/// of lower quality, with no day as good as it until the temperature evaluation is complete.
enum MucusShiftDetector {
    /// Mucus that only goes from dry to "nothing felt" is no shift: the peak must be f (2) or better.
    static let lowestPeakValue = 2

    static func detect(in cycle: [FertilityDay], temperatureEvaluationEndIndex: Int) -> SecondarySymptomShift? {
        let mucusDays = cycle.enumerated().compactMap { index, day in
            day.mucus.map { (dayIndex: index, date: day.date, value: $0.nfpValue) }
        }
        var bestQuality = 0
        for (position, day) in mucusDays.enumerated() {
            bestQuality = max(bestQuality, day.value)
            guard bestQuality >= lowestPeakValue, day.value == bestQuality else { continue }

            let threeFollowing = mucusDays.dropFirst(position + 1).prefix(3)
            guard threeFollowing.count == 3, let third = threeFollowing.last,
                  threeFollowing.allSatisfy({ $0.value < bestQuality })
            else { continue }

            // A peak found only after the temperature evaluation ended comes too late.
            if day.dayIndex > temperatureEvaluationEndIndex { return nil }

            let untilEvaluationEnd = cycle.days(after: day.dayIndex, through: temperatureEvaluationEndIndex)
            if untilEvaluationEnd.allSatisfy({ ($0.mucus?.nfpValue ?? 0) < bestQuality }) {
                return SecondarySymptomShift(symptom: .mucus, peak: day.date, evaluationComplete: third.date)
            }
        }
        return nil
    }
}
