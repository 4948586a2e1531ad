import Foundation

/// One blood glucose value, always stored in mg/dL; units convert at the edges.
public struct GlucoseReading: Timestamped, Sendable, Equatable {
    public private(set) var mgPerDL: Double
    public private(set) var time: Date
    public private(set) var source: GlucoseSource

    /// Wider than any meter's range (about 20–600 mg/dL) but catches a unit mix-up such as 5.5 typed as mg/dL.
    public static let plausibleRange = 10.0...1_000.0

    public init(mgPerDL: Double, time: Date, source: GlucoseSource = .manual) throws(ValidationError) {
        self.mgPerDL = mgPerDL
        self.time = time
        self.source = source
        try validate()
    }

    /// A reading from a value in the user's unit; the error message speaks that unit.
    public init(value: Double, unit: GlucoseUnit, time: Date, source: GlucoseSource = .manual) throws(ValidationError) {
        let mgPerDL = unit.toMgPerDL(value)
        guard Self.plausibleRange.contains(mgPerDL) else {
            let low = unit.rounded(unit.fromMgPerDL(Self.plausibleRange.lowerBound))
            let high = unit.rounded(unit.fromMgPerDL(Self.plausibleRange.upperBound))
            throw ValidationError(field: "value", .betweenInUnit, ["minimum": EntryRules.plain(low), "maximum": EntryRules.plain(high), "unit": unit.rawValue])
        }
        try self.init(mgPerDL: mgPerDL, time: time, source: source)
    }

    public func validate() throws(ValidationError) {
        try EntryRules.check(mgPerDL, in: Self.plausibleRange, unit: GlucoseUnit.mgPerDL.rawValue, field: "value")
    }

    /// The value in `unit`.
    public func value(in unit: GlucoseUnit) -> Double {
        unit.fromMgPerDL(mgPerDL)
    }

    /// Thresholds in mg/dL.
    public func tag(hypo: Double, hyper: Double) -> GlucoseTag {
        GlucoseTag(mgPerDL: mgPerDL, hypo: hypo, hyper: hyper)
    }

    public func tag(for preferences: Preferences) -> GlucoseTag {
        tag(hypo: preferences.hypoThresholdMgPerDL, hyper: preferences.hyperThresholdMgPerDL)
    }
}

/// JSON uses the API's names `value` and `unit`; the core always writes mg/dL and reads either unit.
/// The tag needs the user's thresholds, so it is added by the API layer, not stored.
extension GlucoseReading: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, unit, time, source
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            value: c.decode(Double.self, forKey: .value),
            unit: c.decodeIfPresent(GlucoseUnit.self, forKey: .unit) ?? .mgPerDL,
            time: c.decode(Date.self, forKey: .time),
            source: c.decodeIfPresent(GlucoseSource.self, forKey: .source) ?? .manual
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mgPerDL, forKey: .value)
        try c.encode(GlucoseUnit.mgPerDL, forKey: .unit)
        try c.encode(time, forKey: .time)
        try c.encode(source, forKey: .source)
    }
}
