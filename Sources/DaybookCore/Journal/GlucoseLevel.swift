/// Where one reading stands against the person's own targets, for a follower who glances at it: below
/// 54 mg/dL and above 250 are urgent whatever the targets (the consensus's level 2); between, low
/// and high are the owner's own thresholds.
public enum GlucoseLevel: String, Sendable, CaseIterable {
    case urgentLow, low, inRange, high, urgentHigh

    public static let urgentLowBelowMgPerDL = 54.0
    public static let urgentHighAboveMgPerDL = 250.0

    public init(mgPerDL value: Double, hypoThreshold: Double, hyperThreshold: Double) {
        if value < Self.urgentLowBelowMgPerDL {
            self = .urgentLow
        } else if value < hypoThreshold {
            self = .low
        } else if value > Self.urgentHighAboveMgPerDL {
            self = .urgentHigh
        } else if value > hyperThreshold {
            self = .high
        } else {
            self = .inRange
        }
    }
}
