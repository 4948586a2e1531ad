import Foundation

/// What the signs of a cycle still lack before the rules confirm ovulation, found by asking the
/// rules themselves: how many more waking temperatures above the cover line, and how many more
/// days of mucus drier than its peak, would complete each shift if they came from tomorrow on.
public struct MissingSigns: Sendable, Equatable {
    /// Waking temperatures still needed before any rise can show (six lower ones come first).
    public var temperatures = 0
    /// Readings above the cover line still needed to complete the rise.
    public var higherTemperatures = 0
    /// The line those readings must clear: the rise under way's, or the last six readings' highest.
    public var coverLine: Double?
    /// Days of mucus drier than the peak still needed.
    public var drierMucusDays = 0
    /// The best mucus so far, which drier days would make the peak.
    public var mucusPeak: LocalDate?
    /// No mucus good enough for a peak (wet, or better) has been noted.
    public var noMucusPeak = false
    /// The mucus peak came after the rise was confirmed: it cannot confirm this rise.
    public var mucusTooLate = false

    /// How many more higher readings or drier days are looked for: any shift completes within three.
    static let lookAhead = 3

    /// For a cycle whose temperature and mucus do not yet confirm ovulation; nil when nothing is missing.
    public static func of(_ days: [FertilityDay]) -> MissingSigns? {
        let readings = days.compactMap(\.usableTemperature)
        var missing = MissingSigns()
        // Higher than anything so far: above any cover line, and by more than the required rise.
        let higher = (readings.max() ?? 36.5) + 1
        if readings.count < TemperatureShiftDetector.lowReadingsNeeded {
            missing.temperatures = SymptoThermalReason.temperaturesNeeded - readings.count
        } else if let found = firstCompleting(days, higher: higher, { TemperatureShiftDetector.detect(in: $0) }) {
            missing.higherTemperatures = found.added
            missing.coverLine = found.value.shift.coverLine
        }
        guard let best = days.compactMap({ $0.mucus?.nfpValue }).max(), best >= MucusShiftDetector.lowestPeakValue else {
            missing.noMucusPeak = true
            return missing
        }
        let mucus = firstCompleting(days, higher: readings.count >= TemperatureShiftDetector.lowReadingsNeeded ? higher : nil) { extended in
            let end = TemperatureShiftDetector.detect(in: extended)?.evaluationCompleteIndex ?? extended.count - 1
            return MucusShiftDetector.detect(in: extended, temperatureEvaluationEndIndex: end)
        }
        if let mucus {
            missing.drierMucusDays = mucus.added
            missing.mucusPeak = mucus.value.peak
        } else {
            missing.mucusTooLate = true
        }
        return missing == MissingSigns() ? nil : missing
    }

    /// The fewest days (none to three) that, added after the last observed one with a `higher`
    /// temperature and dry mucus, make `find` succeed; with what it found.
    private static func firstCompleting<Found>(_ days: [FertilityDay], higher: Double?,
                                               _ find: ([FertilityDay]) -> Found?) -> (added: Int, value: Found)? {
        guard let last = days.last?.date else { return nil }
        var extended = days
        for added in 0...lookAhead {
            if added > 0 {
                extended.append(FertilityDay(date: last.adding(days: added), temperature: higher,
                                             mucus: Mucus(feeling: .dry, texture: .none)))
            }
            if let found = find(extended) { return (added, found) }
        }
        return nil
    }
}
