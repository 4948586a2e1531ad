/// The targets of the international consensus on time in range for most adults with type 1 or type 2
/// diabetes (Battelino et al., Diabetes Care 2019; restated 2023): more than 70 % in range, less than 4 %
/// below 70 (less than 1 % below 54), less than 25 % above 180 (less than 5 % above 250), and a CV of at
/// most 36 % (Danne et al., Diabetes Care 2017). Limits and values are fractions 0…1.
public enum ConsensusTarget: String, Sendable, CaseIterable {
    case timeInRange, timeBelowRange, timeVeryLow, timeAboveRange, timeVeryHigh, coefficientOfVariation

    public var limit: Double {
        switch self {
        case .timeInRange: 0.70
        case .timeBelowRange: 0.04
        case .timeVeryLow: 0.01
        case .timeAboveRange: 0.25
        case .timeVeryHigh: 0.05
        case .coefficientOfVariation: 0.36
        }
    }

    /// Time in range is a floor; everything else is a ceiling.
    public var isFloor: Bool { self == .timeInRange }

    /// The report's value for this target; nil where it has none (CV below two readings, or no readings).
    public func value(in report: GlucoseReport) -> Double? {
        guard report.count > 0 else { return nil }
        let ranges = report.timeInRanges
        switch self {
        case .timeInRange: return ranges.inRange
        case .timeBelowRange: return ranges.low + ranges.veryLow
        case .timeVeryLow: return ranges.veryLow
        case .timeAboveRange: return ranges.high + ranges.veryHigh
        case .timeVeryHigh: return ranges.veryHigh
        case .coefficientOfVariation: return report.cv
        }
    }

    /// Whether `value` meets the target: TIR above 70 %, CV at most 36 %, the others below their limit.
    public func isMet(by value: Double) -> Bool {
        switch self {
        case .timeInRange: value > limit
        case .coefficientOfVariation: value <= limit
        default: value < limit
        }
    }
}
