import Foundation

/// A body weight, kept in kilograms whatever unit it was given in.
public struct Weight: Timestamped, Sendable, Equatable, Codable {
    public private(set) var kilograms: Double
    public private(set) var time: Date

    /// Wider than any adult's weight, narrow enough to catch a value typed in the wrong unit or field.
    public static let kilogramRange = 20.0...400.0

    public init(value: Double, unit: WeightUnit, time: Date) throws(ValidationError) {
        kilograms = unit.kilograms(value)
        self.time = time
        try validate(unit: unit)
    }

    public func value(in unit: WeightUnit) -> Double { unit.from(kilograms: kilograms) }

    private func validate(unit: WeightUnit) throws(ValidationError) {
        let range = unit.from(kilograms: Self.kilogramRange.lowerBound)...unit.from(kilograms: Self.kilogramRange.upperBound)
        guard kilograms.isFinite, Self.kilogramRange.contains(kilograms) else {
            throw ValidationError(field: "value", .betweenInUnit, ["minimum": "\(Int(range.lowerBound.rounded()))", "maximum": "\(Int(range.upperBound.rounded()))", "unit": unit.rawValue])
        }
    }

    private enum CodingKeys: String, CodingKey {
        case value, unit, time
    }

    /// `{value, unit, time}`; without a unit the value is in kilograms.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(value: c.decode(Double.self, forKey: .value), unit: c.decodeIfPresent(WeightUnit.self, forKey: .unit) ?? .kg,
                      time: c.decode(Date.self, forKey: .time))
    }

    /// Always in kilograms, the unit it is kept in.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode((kilograms * 100).rounded() / 100, forKey: .value)
        try c.encode(WeightUnit.kg, forKey: .unit)
        try c.encode(time, forKey: .time)
    }
}

public enum WeightUnit: String, Sendable, Codable, CaseIterable {
    case kg
    case lb

    static let kilogramsPerPound = 0.45359237

    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Self.kilogramsPerPound
        }
    }

    public func from(kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / Self.kilogramsPerPound
        }
    }
}
