import Foundation

/// A temperature typed in the other unit: 97.9 with °C chosen is no waking temperature in °C, but is
/// one in °F (36.6 °C). Found from the same plausible range a reading is checked against, so it is
/// offered exactly when the reading is refused and the other unit would have taken it.
public struct TemperatureUnitMixUp: Sendable, Equatable {
    public let value: Double
    public let chosen: TemperatureUnit
    /// The unit the value reads as.
    public let likely: TemperatureUnit

    /// nil when the value fits the chosen unit, or fits neither.
    public init?(value: Double, chosen: TemperatureUnit) {
        let plausible = BodyTemperature.celsiusRange
        guard value.isFinite, !plausible.contains(chosen.celsius(value)),
              let likely = TemperatureUnit.allCases.first(where: { $0 != chosen && plausible.contains($0.celsius(value)) })
        else { return nil }
        self.value = value
        self.chosen = chosen
        self.likely = likely
    }

    public var celsius: Double { likely.celsius(value) }

    /// The reading in the chosen unit: what the person meant, written the way they chose.
    public var inChosenUnit: Double { chosen.from(celsius: celsius) }
}
