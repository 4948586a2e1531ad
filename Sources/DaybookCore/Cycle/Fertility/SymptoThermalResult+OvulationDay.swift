import Foundation

extension SymptoThermalResult {
    /// The day ovulation is taken to have happened once confirmed: the mucus peak (within a day of it
    /// in most cycles), else the last low temperature before the rise.
    public var ovulationDay: LocalDate? {
        guard ovulationConfirmed else { return nil }
        return mucusShift?.peak ?? temperatureShift.map { $0.firstHigherMeasurement.adding(days: -1) }
    }
}
