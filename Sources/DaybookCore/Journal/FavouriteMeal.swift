import Foundation

/// A saved meal for one-tap logging: a meal without a time.
public struct FavouriteMeal: Sendable, Equatable, Codable {
    public private(set) var name: String
    public private(set) var carbs: Double
    public private(set) var protein: Double
    public private(set) var fat: Double

    public init(name: String, carbs: Double, protein: Double, fat: Double) throws(ValidationError) {
        self.name = try EntryRules.name(name, field: "name")
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
        try validate()
    }

    /// The favourite of a logged meal ("save as favourite").
    public init(_ meal: Meal) {
        self.name = meal.name
        self.carbs = meal.carbs
        self.protein = meal.protein
        self.fat = meal.fat
    }

    public func validate() throws(ValidationError) {
        _ = try EntryRules.name(name, field: "name")
        try Meal.checkNutrients(carbs: carbs, protein: protein, fat: fat)
    }

    /// The meal eaten at `time`. Cannot fail: a favourite keeps the same rules as a meal.
    public func logged(at time: Date) -> Meal {
        Meal(checkedName: name, carbs: carbs, protein: protein, fat: fat, time: time)
    }

    private enum CodingKeys: String, CodingKey {
        case name, carbs, protein, fat
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: c.decode(String.self, forKey: .name),
            carbs: c.decode(Double.self, forKey: .carbs),
            protein: c.decode(Double.self, forKey: .protein),
            fat: c.decode(Double.self, forKey: .fat)
        )
    }
}
