import DaybookCore

/// Each day's best cervical mucus: a day is noted by its best observation (Sensiplan), however
/// many HealthKit holds for it. Memory: one entry per day.
struct MucusDays {
    private var best: [LocalDate: Mucus] = [:]

    mutating func add(_ mucus: Mucus, on date: LocalDate) {
        if let kept = best[date], kept.nfpValue >= mucus.nfpValue { return }
        best[date] = mucus
    }

    func bestByDate() -> [(LocalDate, Mucus)] {
        best.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
