/// Grams of carbs, protein and fat summed over meals.
public struct FoodStats: Sendable, Equatable, Codable {
    public var carbs: Double
    public var protein: Double
    public var fat: Double

    public init(carbs: Double, protein: Double, fat: Double) {
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
    }

    public init(_ meals: [Meal]) {
        self.init(
            carbs: meals.reduce(0) { $0 + $1.carbs },
            protein: meals.reduce(0) { $0 + $1.protein },
            fat: meals.reduce(0) { $0 + $1.fat }
        )
    }
}
