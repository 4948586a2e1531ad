import DaybookCore

/// HealthKit's `HKInsulinDeliveryReason`, the metadata every insulin delivery sample carries:
/// 1 basal (the background rate or a long-acting injection), 2 bolus (for a meal or a correction).
/// HealthKit does not tell a correction from a meal bolus, so both are Daybook's bolus.
enum AppleHealthInsulinReason {
    static let key = "HKInsulinDeliveryReason"

    static func kind(_ value: String) -> InsulinKind? {
        switch value {
        case "1": .basal
        case "2": .bolus
        default: nil
        }
    }
}
