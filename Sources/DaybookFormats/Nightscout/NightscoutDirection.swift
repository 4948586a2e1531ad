import DaybookCore

/// The trend an uploader sent with a reading, in Nightscout's words; nil for "NONE", "NOT COMPUTABLE",
/// "RATE OUT OF RANGE" and anything else that names no direction.
public enum NightscoutDirection {
    public static func trend(_ direction: String?) -> GlucoseTrend? {
        switch direction {
        case "DoubleUp", "TripleUp": .risingFast
        case "SingleUp": .rising
        case "FortyFiveUp": .risingSlowly
        case "Flat": .steady
        case "FortyFiveDown": .fallingSlowly
        case "SingleDown": .falling
        case "DoubleDown", "TripleDown": .fallingFast
        default: nil
        }
    }
}
