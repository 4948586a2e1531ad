import Foundation

/// Meals from HealthKit's nutrient samples. A food app writes a meal as one sample per nutrient,
/// all with the meal's start, so carbohydrates, protein and fat from one source at one start make
/// one meal; samples of the same nutrient there add up. An export lists records by type, so the
/// meals are complete only at the end of the file. Memory: one entry per meal.
struct NutritionMeals {
    enum Nutrient {
        case carbs, protein, fat
    }

    struct Gathered {
        /// The source app, as the meal's name.
        let source: String
        /// The start as the file writes it: with the source, the meal's identity across re-exports.
        let startText: String
        let time: Date
        /// The line of the meal's first sample, for an error found once it is complete.
        let line: Int
        var carbs = 0.0
        var protein = 0.0
        var fat = 0.0

        /// The source's name, or "Apple Health" for a sample without one; at most 100 characters.
        var name: String {
            let name = String(source.trimmingCharacters(in: .whitespacesAndNewlines).prefix(100))
            return name.isEmpty ? "Apple Health" : name
        }
    }

    private struct Key: Hashable {
        let source: String
        let startText: String
    }

    private var meals: [Key: Gathered] = [:]

    /// Adds one sample and returns its meal as gathered so far.
    mutating func add(_ grams: Double, of nutrient: Nutrient, source: String, startText: String, time: Date, line: Int) -> Gathered {
        let key = Key(source: source, startText: startText)
        var meal = meals[key] ?? Gathered(source: source, startText: startText, time: time, line: line)
        switch nutrient {
        case .carbs: meal.carbs += grams
        case .protein: meal.protein += grams
        case .fat: meal.fat += grams
        }
        meals[key] = meal
        return meal
    }

    /// The meals in time order (then by source), so every run hands them on alike.
    func byStart() -> [Gathered] {
        meals.values.sorted { ($0.time, $0.source, $0.startText) < ($1.time, $1.source, $1.startText) }
    }
}
