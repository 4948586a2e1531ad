import Foundation

/// Why the evaluation stops short of confirming ovulation.
public enum SymptoThermalReason: Sendable, Equatable {
    /// The cycle's days cannot be read, so nothing was evaluated.
    case invalidCycle(CycleProblem)
    /// Fewer usable temperatures than any shift needs: six lower and three higher readings.
    case notEnoughTemperatures(count: Int)
    /// Enough temperatures, but no rise the rules accept (yet).
    case noTemperatureShift
    /// The temperature rose as the rules require, but the mucus or cervix shift is missing, or
    /// came only after the temperature evaluation ended.
    case noSecondarySymptomShift(temperatureShift: TemperatureShift)

    /// The fewest usable readings in which any temperature shift can be found.
    static let temperaturesNeeded = TemperatureShiftDetector.lowReadingsNeeded + 3
}
