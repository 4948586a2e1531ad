import Foundation

/// Which rule confirmed a temperature shift.
public enum TemperatureShiftRule: Int, Codable, CaseIterable, Sendable {
    /// Three higher readings, the third at least 0.2 °C above the cover line.
    case regular = 0
    /// The third reading is less than 0.2 °C up: a fourth reading above the cover line confirms.
    case firstException = 1
    /// One of the second and third readings falls back to or below the cover line: a fourth
    /// reading at least 0.2 °C above it confirms.
    case secondException = 2
}

/// A rise of the waking temperature that the rules accept: six lower readings, then higher ones.
public struct TemperatureShift: Sendable, Equatable {
    /// The cover line (drip's `ltl`): the highest of the six readings before the first higher
    /// one, each rounded to 0.05 °C.
    public let coverLine: Double
    /// The six lower readings the cover line is drawn over.
    public let lowDays: [LocalDate]
    /// The first reading above the cover line.
    public let firstHigherMeasurement: LocalDate
    /// The readings after the first higher one that the rule needed, the last one completing it.
    public let confirmingDays: [LocalDate]
    /// The day the temperature evaluation is complete: the shift counts from this day.
    public let evaluationComplete: LocalDate
    public let rule: TemperatureShiftRule

    public init(
        coverLine: Double,
        lowDays: [LocalDate],
        firstHigherMeasurement: LocalDate,
        confirmingDays: [LocalDate],
        evaluationComplete: LocalDate,
        rule: TemperatureShiftRule
    ) {
        self.coverLine = coverLine
        self.lowDays = lowDays
        self.firstHigherMeasurement = firstHigherMeasurement
        self.confirmingDays = confirmingDays
        self.evaluationComplete = evaluationComplete
        self.rule = rule
    }
}
