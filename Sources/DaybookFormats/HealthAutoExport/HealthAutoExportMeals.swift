import DaybookCore
import Foundation

/// Carbohydrates, protein and fat arrive as three separate metrics. Points written at the same time by
/// the same source are one meal, so they are gathered over the whole post and handed on at the end.
/// Memory: one entry per distinct time and source of a dietary point, not per metric.
struct HealthAutoExportMeals {
    private struct Key: Hashable {
        let date: String
        let source: String
    }

    private struct Parts {
        let time: Date
        var carbs = 0.0
        var protein = 0.0
        var fat = 0.0
        /// Where the first point of this meal was, for an error about the whole meal.
        let point: HealthAutoExportPoint
    }

    private var meals: [Key: Parts] = [:]
    private var order: [Key] = []

    /// Grams as a metric's `units` gives them.
    static func grams(_ value: Double, units: String?) -> Double? {
        switch units?.lowercased() {
        case "g": value
        case "mg": value / 1_000
        case "kg": value * 1_000
        default: nil
        }
    }

    mutating func add(_ nutrient: HealthAutoExportNutrient, units: String?, point: HealthAutoExportPoint, context: ImportContext) throws {
        let written = try point.instant("date", context: context)
        let quantity = try point.number("qty")
        guard let grams = Self.grams(quantity, units: units) else {
            throw point.metricError("units", .quoting(.importNotMassUnit, units ?? ""))
        }
        try point.checked("qty") { () throws(ValidationError) in
            try EntryRules.check(grams, in: Meal.gramsRange, unit: "g", field: "qty")
        }
        let key = Key(date: point.string("date") ?? "", source: point.string("source") ?? "")
        if meals[key] == nil {
            meals[key] = Parts(time: written.instant(in: context.timeZone), point: point)
            order.append(key)
        }
        switch nutrient {
        case .carbs: meals[key]?.carbs += grams
        case .protein: meals[key]?.protein += grams
        case .fat: meals[key]?.fat += grams
        }
    }

    /// The meals in the order their first point was read.
    func deliver(into sink: any ImportSink) throws {
        for key in order {
            guard let parts = meals[key] else { continue }
            // Totals by day or hour come with 0 g where nothing was eaten: no meal.
            guard parts.carbs + parts.protein + parts.fat > 0 else {
                sink.skip("meal of 0 g")
                continue
            }
            let meal = try parts.point.checked("qty") { () throws(ValidationError) in
                try Meal(name: "Meal", carbs: parts.carbs, protein: parts.protein, fat: parts.fat, time: parts.time)
            }
            try sink.receive(ImportItem(dedupeKey: "health-auto-export|meal|\(key.date)|\(key.source)", value: .meal(meal)))
        }
    }
}
