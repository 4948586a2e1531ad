import Foundation

/// Where a date stands in an evaluated cycle, in the words the journal shows.
public enum FertilityPhaseKind: String, Codable, CaseIterable, Sendable {
    /// The period the cycle opens with.
    case menstrual
    /// The infertile days at the start of the cycle.
    case preOvulatory
    /// The days around ovulation, and every day the rules cannot call infertile.
    case fertile
    /// The infertile days after confirmed ovulation.
    case postOvulatory
    /// Before the cycle, or the cycle could not be evaluated.
    case unknown
}

/// One date's reading of a `SymptoThermalResult`: what a day page or the API shows.
public struct FertilityDayStatus: Sendable, Equatable {
    public let date: LocalDate
    public let phase: FertilityPhaseKind
    /// False only inside an infertile phase. A period day counts as fertile unless it lies in
    /// the infertile start, as the rules have it.
    public let assumeFertile: Bool
    /// The fertile phase closes this evening: the post-ovulatory phase begins at 18:00.
    public let infertileFromEvening: Bool
    /// Temperature and secondary symptom both confirm ovulation.
    public let ovulationConfirmed: Bool
    /// The cover line of the temperature shift, once one was found.
    public let coverLine: Double?
    /// The day the temperature shift was confirmed (its evaluation completed).
    public let shiftConfirmedOn: LocalDate?
    /// The mucus peak, once it confirms ovulation.
    public let mucusPeak: LocalDate?
    /// The last fertile cervix day, once the cervix shift confirms ovulation.
    public let cervixPeak: LocalDate?
}

extension SymptoThermalResult {
    /// The status of a date of this cycle. A date after the last observed day reads as if the
    /// cycle went on: still post-ovulatory, or fertile once the infertile start is over.
    public func status(on date: LocalDate) -> FertilityDayStatus {
        let (phase, assumeFertile) = phaseAndFertility(on: date)
        let shift = detectedTemperatureShift
        return FertilityDayStatus(
            date: date,
            phase: phase,
            assumeFertile: assumeFertile,
            infertileFromEvening: phases.postOvulatory?.start == date,
            ovulationConfirmed: ovulationConfirmed,
            coverLine: shift?.coverLine,
            shiftConfirmedOn: shift?.evaluationComplete,
            mucusPeak: mucusShift?.peak,
            cervixPeak: cervixShift?.peak
        )
    }

    private func phaseAndFertility(on date: LocalDate) -> (FertilityPhaseKind, assumeFertile: Bool) {
        guard let cycleStart = menstruation?.lowerBound ?? phases.preOvulatory?.start ?? phases.periOvulatory?.start,
              date >= cycleStart
        else { return (.unknown, true) }

        let inInfertileStart = phases.preOvulatory.map { (($0.start)...($0.end)).contains(date) } ?? false
        if menstruation?.contains(date) == true { return (.menstrual, !inInfertileStart) }
        if inInfertileStart { return (.preOvulatory, false) }
        // The day the post-ovulatory phase begins stays fertile until its evening.
        if let post = phases.postOvulatory, date > post.start { return (.postOvulatory, false) }
        return (.fertile, true)
    }
}
