import Foundation

/// A person's profile and preferences: everything `/api/v1/me` shows and lets them change.
public struct Preferences: Sendable, Codable, Equatable {
    public var displayName: String
    /// IANA name; days are dated in this zone. Changing it later does not move existing days.
    public var timeZone: String
    public var language: Language = .en
    public var glucoseUnit: GlucoseUnit = .mgPerDL
    /// Thresholds are kept in mg/dL like every glucose value (defaults 70 / 180).
    public var hypoThresholdMgPerDL: Double = 70
    public var hyperThresholdMgPerDL: Double = 180
    /// How weights and temperatures are shown; they are kept in kg and °C whatever this says.
    public var weightUnit: WeightUnit = .kg
    public var temperatureUnit: TemperatureUnit = .C
    public var tracking = TrackingPreferences()
    /// Onboarding: used by the cycle engine until real history exists.
    public var initialPeriodStart: LocalDate?
    public var initialPeriodLength: Int?
    public var averageCycleLength: Int?

    public init(displayName: String, timeZone: String) {
        self.displayName = displayName
        self.timeZone = timeZone
    }

    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? .gmt }

    /// Allowed thresholds, in mg/dL: wide enough for every clinical target, narrow enough to catch typos.
    public static let hypoRange = 40.0...120.0
    public static let hyperRange = 120.0...400.0
    public static let periodLengthRange = 1...15
    public static let cycleLengthRange = 15...90

    public func applying(_ change: PreferencesChange) throws(ValidationError) -> Preferences {
        var next = self
        if let name = change.displayName { next.displayName = try AccountRules.displayName(name) }
        if let zone = change.timeZone { next.timeZone = try AccountRules.timeZone(zone) }
        if let language = change.language { next.language = try AccountRules.language(language) }
        if let unit = change.glucoseUnit { next.glucoseUnit = unit }
        if let unit = change.weightUnit { next.weightUnit = unit }
        if let unit = change.temperatureUnit { next.temperatureUnit = unit }
        // Thresholds are given in the unit the profile has after this change.
        if let hypo = change.hypoThreshold {
            next.hypoThresholdMgPerDL = next.glucoseUnit.toMgPerDL(hypo)
            try Self.check(next.hypoThresholdMgPerDL, in: Self.hypoRange, field: "hypoThreshold", unit: next.glucoseUnit)
        }
        if let hyper = change.hyperThreshold {
            next.hyperThresholdMgPerDL = next.glucoseUnit.toMgPerDL(hyper)
            try Self.check(next.hyperThresholdMgPerDL, in: Self.hyperRange, field: "hyperThreshold", unit: next.glucoseUnit)
        }
        guard next.hypoThresholdMgPerDL < next.hyperThresholdMgPerDL else {
            throw ValidationError(field: change.hyperThreshold != nil ? "hyperThreshold" : "hypoThreshold", .hypoBelowHyper)
        }
        if let tracking = change.tracking { next.tracking = try next.tracking.applying(tracking) }
        if let start = change.initialPeriodStart { next.initialPeriodStart = start }
        if let length = change.initialPeriodLength {
            guard Self.periodLengthRange.contains(length) else {
                throw ValidationError(field: "initialPeriodLength", .oneToFifteenDays)
            }
            next.initialPeriodLength = length
        }
        if let length = change.averageCycleLength {
            guard Self.cycleLengthRange.contains(length) else {
                throw ValidationError(field: "averageCycleLength", .fifteenToNinetyDays)
            }
            next.averageCycleLength = length
        }
        return next
    }

    private static func check(_ mgPerDL: Double, in range: ClosedRange<Double>, field: String, unit: GlucoseUnit) throws(ValidationError) {
        guard mgPerDL.isFinite, range.contains(mgPerDL) else {
            let low = unit.rounded(unit.fromMgPerDL(range.lowerBound))
            let high = unit.rounded(unit.fromMgPerDL(range.upperBound))
            throw ValidationError(field: field, .betweenInUnit, ["minimum": low.formatted(), "maximum": high.formatted(), "unit": unit.rawValue])
        }
    }
}

/// Preferences read from an export: the body units came later, so a document without them keeps kg and °C.
extension Preferences {
    enum CodingKeys: String, CodingKey {
        case displayName, timeZone, language, glucoseUnit, hypoThresholdMgPerDL, hyperThresholdMgPerDL, weightUnit, temperatureUnit
        case tracking, initialPeriodStart, initialPeriodLength, averageCycleLength
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(displayName: try c.decode(String.self, forKey: .displayName), timeZone: try c.decode(String.self, forKey: .timeZone))
        language = try c.decode(Language.self, forKey: .language)
        glucoseUnit = try c.decode(GlucoseUnit.self, forKey: .glucoseUnit)
        hypoThresholdMgPerDL = try c.decode(Double.self, forKey: .hypoThresholdMgPerDL)
        hyperThresholdMgPerDL = try c.decode(Double.self, forKey: .hyperThresholdMgPerDL)
        weightUnit = try c.decodeIfPresent(WeightUnit.self, forKey: .weightUnit) ?? .kg
        temperatureUnit = try c.decodeIfPresent(TemperatureUnit.self, forKey: .temperatureUnit) ?? .C
        tracking = try c.decode(TrackingPreferences.self, forKey: .tracking)
        initialPeriodStart = try c.decodeIfPresent(LocalDate.self, forKey: .initialPeriodStart)
        initialPeriodLength = try c.decodeIfPresent(Int.self, forKey: .initialPeriodLength)
        averageCycleLength = try c.decodeIfPresent(Int.self, forKey: .averageCycleLength)
    }
}

/// A partial change of preferences: absent fields stay as they are.
public struct PreferencesChange: Sendable, Codable, Equatable {
    public var displayName: String?
    public var timeZone: String?
    public var language: Language?
    public var glucoseUnit: GlucoseUnit?
    public var weightUnit: WeightUnit?
    public var temperatureUnit: TemperatureUnit?
    public var hypoThreshold: Double?
    public var hyperThreshold: Double?
    public var tracking: [String: Bool]?
    public var initialPeriodStart: LocalDate?
    public var initialPeriodLength: Int?
    public var averageCycleLength: Int?

    public init() {}
}
