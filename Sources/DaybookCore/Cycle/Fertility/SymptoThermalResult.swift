import Foundation

/// What the sympto-thermal rules say about one cycle.
public struct SymptoThermalResult: Sendable, Equatable {
    public let secondarySymptom: SecondarySymptom
    /// True when no infertile phase is in force after the last observed day: there is not
    /// enough data to say otherwise, so fertility must be assumed.
    public let assumeFertility: Bool
    public let phases: FertilityPhases
    /// The temperature shift, given (as drip gives it) only together with the secondary
    /// symptom's shift, once both confirm ovulation. A shift still waiting for the secondary
    /// symptom is in `reason`, and in `detectedTemperatureShift`.
    public let temperatureShift: TemperatureShift?
    /// The mucus or cervix shift that, with the temperature shift, confirms ovulation.
    public let secondarySymptomShift: SecondarySymptomShift?
    /// Why ovulation is not confirmed; nil once it is, and while every observed day still lies
    /// in the infertile days at the start of the cycle.
    public let reason: SymptoThermalReason?
    /// The period the cycle opens with: its first day to the last bleeding day before the first
    /// observed day without bleeding.
    public let menstruation: ClosedRange<LocalDate>?

    /// Both shifts found: the post-ovulatory phase has begun.
    public var ovulationConfirmed: Bool { phases.postOvulatory != nil }

    public var mucusShift: SecondarySymptomShift? {
        secondarySymptom == .mucus ? secondarySymptomShift : nil
    }

    public var cervixShift: SecondarySymptomShift? {
        secondarySymptom == .cervix ? secondarySymptomShift : nil
    }

    /// The temperature shift whether or not the secondary symptom has confirmed it yet.
    public var detectedTemperatureShift: TemperatureShift? {
        if let temperatureShift { return temperatureShift }
        if case .noSecondarySymptomShift(let pending) = reason { return pending }
        return nil
    }
}
