import DaybookCore

/// HealthKit's menstrual flow values: `HKCategoryValueMenstrualFlow…` and, since iOS 18, the same
/// levels named `HKCategoryValueVaginalBleeding…`.
enum AppleHealthFlow {
    static func level(_ value: String) -> FlowLevel? {
        let level: Substring
        if value.hasPrefix("HKCategoryValueMenstrualFlow") {
            level = value.dropFirst("HKCategoryValueMenstrualFlow".count)
        } else if value.hasPrefix("HKCategoryValueVaginalBleeding") {
            level = value.dropFirst("HKCategoryValueVaginalBleeding".count)
        } else {
            return nil
        }
        switch level {
        case "Light": return .light
        case "Medium": return .medium
        case "Heavy": return .heavy
        case "None": return FlowLevel.none
        // Bleeding of no stated amount: the least amount that still counts as a period day.
        case "Unspecified": return .light
        default: return nil
        }
    }
}
