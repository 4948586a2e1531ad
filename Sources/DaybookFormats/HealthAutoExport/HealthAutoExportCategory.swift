import DaybookCore

/// The `value` labels of HealthKit's category metrics as Health Auto Export writes them ("Light",
/// "Egg White", "Negative"). Compared without case, spaces or underscores, so "egg_white" and
/// "EggWhite" read alike. The app words these in the phone's language; only English is understood.
enum HealthAutoExportCategory {
    static func flow(_ label: String) -> FlowLevel? {
        switch normalized(label) {
        case "light": .light
        case "medium": .medium
        case "heavy": .heavy
        case "none": FlowLevel.none
        // Bleeding of no stated amount: the least amount that still counts as a period day.
        case "unspecified": .light
        default: nil
        }
    }

    /// HealthKit's five mucus qualities, read as the Apple Health import reads them (AppleHealthMucus,
    /// after Sensiplan): sticky and creamy are S; watery (slippery) and egg white are S+.
    static func mucus(_ label: String) -> Mucus? {
        switch normalized(label) {
        case "dry": Mucus(feeling: .dry, texture: .none)
        case "sticky", "creamy": Mucus(feeling: .nothing, texture: .creamy)
        case "watery": Mucus(feeling: .slippery, texture: .none)
        case "eggwhite": Mucus(feeling: .nothing, texture: .eggWhite)
        default: nil
        }
    }

    static func ovulationTest(_ label: String) -> OvulationTestResult? {
        switch normalized(label) {
        case "negative": .negative
        // iOS 13 renamed "positive" to the LH surge it shows.
        case "positive", "luteinizinghormonesurge", "lhsurge": .positive
        // A rise in estrogen is high fertility, but the test did not show the LH surge.
        case "estrogensurge": .negative
        case "indeterminate": .invalid
        default: nil
        }
    }

    private static func normalized(_ label: String) -> String {
        String(label.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }
}
