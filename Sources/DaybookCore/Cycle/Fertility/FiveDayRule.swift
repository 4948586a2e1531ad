import Foundation

/// The infertile days at the start of a cycle: the first 5 days (or as many as the minus-8 rule
/// allows), cut short by the first fertile secondary symptom.
enum FiveDayRule {
    static let length = 5

    static func preOvulatoryPhase(
        of cycle: [FertilityDay], previousCycles: [[FertilityDay]], secondarySymptom: SecondarySymptom
    ) -> PreOvulatoryPhase? {
        let length = MinusEightDayRule.length(after: previousCycles, secondarySymptom: secondarySymptom) ?? length
        // drip reads a minus-8 result of 0 as "no result" and keeps 5 days; a shift as early as
        // day 8 leaves no infertile day at all, so here 0 means none.
        guard length > 0, let first = cycle.first else { return nil }
        let lastInfertileDate = first.date.adding(days: length - 1)
        let candidates = cycle.prefix(length).filter { $0.date <= lastInfertileDate }
        let infertile = candidates.prefix { !secondarySymptom.isFertile(on: $0) }
        guard let start = infertile.first, let last = infertile.last else { return nil }
        return PreOvulatoryPhase(
            start: start.date,
            end: infertile.count == candidates.count ? lastInfertileDate : last.date,
            days: Array(infertile)
        )
    }
}
