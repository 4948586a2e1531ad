import DaybookCore
import Foundation

/// Insulin doses and meals: HealthKit's insulin delivery and nutrient samples.
extension AppleHealthReader {
    func insulin(_ a: [String: String], metadata: [String: String], line: Int) throws {
        guard a["unit"] == "IU" else {
            throw ImportError(line: line, field: "unit", .quoting(.importUnknownInsulinUnit, a["unit"] ?? ""))
        }
        let units = try number(a, "value", line: line)
        let start = try instant(a, "startDate", line: line)
        guard let reason = metadata[AppleHealthInsulinReason.key] else {
            throw ImportError(line: line, field: AppleHealthInsulinReason.key, .importInsulinReasonMissing)
        }
        guard let kind = AppleHealthInsulinReason.kind(reason) else {
            throw ImportError(line: line, field: AppleHealthInsulinReason.key, .quoting(.importInsulinReason, reason))
        }
        // A pump writes its basal as many small deliveries; one of nothing is no dose.
        if units == 0 {
            sink.skip("HKQuantityTypeIdentifierInsulinDelivery of 0 IU")
            return
        }
        let dose: InsulinDose
        do {
            dose = try InsulinDose(units: units, kind: kind, time: start.instant(in: zone))
        } catch {
            throw ImportError(line: line, field: "value", error.problem)
        }
        try emit("insulin|\(a["sourceName"] ?? "")|\(a["startDate"] ?? "")", .insulin(dose))
    }

    /// One nutrient of a meal; the meal is handed on at the end of the file (`NutritionMeals`).
    func nutrient(_ nutrient: NutritionMeals.Nutrient, _ a: [String: String], line: Int) throws {
        guard a["unit"] == "g" else {
            throw ImportError(line: line, field: "unit", .quoting(.importUnknownNutrientUnit, a["unit"] ?? ""))
        }
        let grams = try number(a, "value", line: line)
        let start = try instant(a, "startDate", line: line)
        let meal = meals.add(grams, of: nutrient, source: a["sourceName"] ?? "", startText: a["startDate"] ?? "",
                             time: start.instant(in: zone), line: line)
        // Checked as it grows, so a bad amount is reported on the line that brought it.
        do {
            _ = try Meal(name: meal.name, carbs: meal.carbs, protein: meal.protein, fat: meal.fat, time: meal.time)
        } catch {
            throw ImportError(line: line, field: "value", error.problem)
        }
    }
}
