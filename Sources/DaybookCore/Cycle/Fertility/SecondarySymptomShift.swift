import Foundation

/// The change of the secondary symptom that goes with ovulation: the last day of the best mucus
/// (the mucus peak), or the last day of a fertile cervix, followed by three infertile days.
public struct SecondarySymptomShift: Sendable, Equatable {
    public let symptom: SecondarySymptom
    /// The mucus peak, or the last fertile cervix day before the shift.
    public let peak: LocalDate
    /// The third day after the peak that was observed: the shift counts from this day.
    public let evaluationComplete: LocalDate

    public init(symptom: SecondarySymptom, peak: LocalDate, evaluationComplete: LocalDate) {
        self.symptom = symptom
        self.peak = peak
        self.evaluationComplete = evaluationComplete
    }
}
