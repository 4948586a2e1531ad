/// The metrics of a Health Auto Export post that Daybook keeps, by the `name` the app gives them;
/// every other metric (heart rate, steps, …) is counted as skipped under its own name.
enum HealthAutoExportMetric: Equatable {
    case glucose
    case insulin
    case nutrient(HealthAutoExportNutrient)
    case weight
    case basalTemperature
    case sleep
    case flow
    case spotting
    case mucus
    case ovulationTest

    init?(name: String) {
        switch name {
        case "blood_glucose": self = .glucose
        case "insulin_delivery": self = .insulin
        case "carbohydrates": self = .nutrient(.carbs)
        case "protein": self = .nutrient(.protein)
        case "total_fat": self = .nutrient(.fat)
        // The app's documentation spells it with an ampersand; posts from older versions without.
        case "weight_body_mass", "weight_&_body_mass": self = .weight
        case "basal_body_temperature": self = .basalTemperature
        case "sleep_analysis": self = .sleep
        case "menstrual_flow": self = .flow
        case "intermenstrual_bleeding": self = .spotting
        case "cervical_mucus_quality": self = .mucus
        case "ovulation_test_result": self = .ovulationTest
        default: return nil
        }
    }

    /// Whether its points cannot be read without the metric's `units` (a unit of glucose, mass,
    /// temperature or time).
    var needsUnits: Bool {
        switch self {
        case .glucose, .nutrient, .weight, .basalTemperature, .sleep: true
        case .insulin, .flow, .spotting, .mucus, .ovulationTest: false
        }
    }
}

/// The dietary metrics that make up a meal.
enum HealthAutoExportNutrient: Equatable {
    case carbs, protein, fat
}
