import Foundation

/// Finds the cervix shift: a day of fertile cervix followed by three observed days of a closed
/// and hard cervix, with no fertile cervix again until the temperature evaluation is complete.
enum CervixShiftDetector {
    static func detect(in cycle: [FertilityDay], temperatureEvaluationEndIndex: Int) -> SecondarySymptomShift? {
        let cervixDays = cycle.enumerated().compactMap { index, day in
            day.cervix.map { (dayIndex: index, date: day.date, infertile: $0.isClosedAndHard) }
        }
        for (position, day) in cervixDays.enumerated() where !day.infertile {
            let threeFollowing = cervixDays.dropFirst(position + 1).prefix(3)
            guard threeFollowing.count == 3, let third = threeFollowing.last,
                  threeFollowing.allSatisfy(\.infertile)
            else { continue }

            // A candidate found only after the temperature evaluation ended comes too late.
            if day.dayIndex > temperatureEvaluationEndIndex { return nil }

            let untilEvaluationEnd = cycle.days(after: day.dayIndex, through: temperatureEvaluationEndIndex)
            if untilEvaluationEnd.allSatisfy({ $0.cervix?.isClosedAndHard ?? true }) {
                return SecondarySymptomShift(symptom: .cervix, peak: day.date, evaluationComplete: third.date)
            }
        }
        return nil
    }
}
