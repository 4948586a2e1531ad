import DaybookCore

/// HealthKit's ovulation test results, by name as an export writes them or by their numbers
/// (1 negative, 2 LH surge, 3 indeterminate, 4 estrogen surge).
/// - An LH surge is "positive" or "peak" on the strip; HealthKit does not say which, so it is the
///   lesser claim, positive.
/// - An estrogen surge is the "high" of a digital test: estrogen is rising but LH has not surged,
///   so as the LH test Daybook keeps it, it is negative.
/// - Indeterminate is a test that could not be read: invalid.
enum AppleHealthOvulationTest {
    static func result(_ value: String) -> OvulationTestResult? {
        let name = value.hasPrefix("HKCategoryValueOvulationTestResult")
            ? String(value.dropFirst("HKCategoryValueOvulationTestResult".count)) : value
        switch name {
        case "Negative", "1": return .negative
        // `Positive` is the name before iOS 13 for the same value 2.
        case "LuteinizingHormoneSurge", "Positive", "2": return .positive
        case "Indeterminate", "3": return .invalid
        case "EstrogenSurge", "4": return .negative
        default: return nil
        }
    }
}
