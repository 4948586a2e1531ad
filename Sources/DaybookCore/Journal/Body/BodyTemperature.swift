import Foundation

/// A basal body temperature, taken on waking, kept in °C. `excluded` marks a reading the person
/// knows is disturbed (illness, a late or short night, alcohol): it is shown but not evaluated.
public struct BodyTemperature: Timestamped, Sendable, Equatable, Codable {
    public private(set) var celsius: Double
    public private(set) var time: Date
    public private(set) var excluded: Bool

    /// Outside this a reading is a typo or a broken thermometer, not a waking temperature.
    public static let celsiusRange = 34.0...43.0

    public init(value: Double, unit: TemperatureUnit, time: Date, excluded: Bool = false) throws(ValidationError) {
        celsius = unit.celsius(value)
        self.time = time
        self.excluded = excluded
        guard celsius.isFinite, Self.celsiusRange.contains(celsius) else {
            let low = unit.from(celsius: Self.celsiusRange.lowerBound), high = unit.from(celsius: Self.celsiusRange.upperBound)
            let range = ["minimum": Self.plain(low), "maximum": Self.plain(high), "unit": unit.symbol]
            guard let mixUp = TemperatureUnitMixUp(value: value, chosen: unit) else { throw ValidationError(field: "value", .betweenInUnit, range) }
            let typed = NumberText.format(value, language: .en, decimals: 2)
            let meant = NumberText.format(mixUp.inChosenUnit, language: .en, decimals: 2)
            throw ValidationError(field: "value", .temperatureLooksLike,
                                  range.merging(["typed": typed, "likely": mixUp.likely.symbol, "meant": meant]) { $1 })
        }
    }

    public func value(in unit: TemperatureUnit) -> Double { unit.from(celsius: celsius) }

    /// API messages are English and write "." whatever the machine's locale.
    static func plain(_ value: Double) -> String { NumberText.fixed(value, language: .en, decimals: 1) }

    private enum CodingKeys: String, CodingKey {
        case value, unit, time, excluded
    }

    /// `{value, unit, time, excluded?}`; without a unit the value is in °C.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(value: c.decode(Double.self, forKey: .value), unit: c.decodeIfPresent(TemperatureUnit.self, forKey: .unit) ?? .C,
                      time: c.decode(Date.self, forKey: .time), excluded: c.decodeIfPresent(Bool.self, forKey: .excluded) ?? false)
    }

    /// Always in °C, the unit it is kept in.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode((celsius * 100).rounded() / 100, forKey: .value)
        try c.encode(TemperatureUnit.C, forKey: .unit)
        try c.encode(time, forKey: .time)
        try c.encode(excluded, forKey: .excluded)
    }
}

public enum TemperatureUnit: String, Sendable, Codable, CaseIterable {
    case C
    case F

    /// "°C", "°F": as the unit is written after a value.
    public var symbol: String { "°" + rawValue }

    public func celsius(_ value: Double) -> Double {
        switch self {
        case .C: value
        case .F: (value - 32) * 5 / 9
        }
    }

    public func from(celsius: Double) -> Double {
        switch self {
        case .C: celsius
        case .F: celsius * 9 / 5 + 32
        }
    }
}
