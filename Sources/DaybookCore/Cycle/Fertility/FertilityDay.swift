import Foundation

/// One observed day of a cycle, as the sympto-thermal rules read it. A day only needs to be
/// present when something was observed; days in between may be missing.
public struct FertilityDay: Sendable, Equatable {
    public var date: LocalDate
    /// Waking temperature in °C.
    public var temperature: Double?
    /// A disturbed reading (illness, late night, …) that must not count.
    public var temperatureExcluded: Bool
    public var mucus: Mucus?
    public var cervix: Cervix?
    /// Menstrual bleeding; the first day of a cycle must have it.
    public var bleeding: Bool

    public init(
        date: LocalDate,
        temperature: Double? = nil,
        temperatureExcluded: Bool = false,
        mucus: Mucus? = nil,
        cervix: Cervix? = nil,
        bleeding: Bool = false
    ) {
        self.date = date
        self.temperature = temperature
        self.temperatureExcluded = temperatureExcluded
        self.mucus = mucus
        self.cervix = cervix
        self.bleeding = bleeding
    }

    /// The temperature that takes part in the evaluation, if any.
    var usableTemperature: Double? {
        temperatureExcluded ? nil : temperature
    }
}
