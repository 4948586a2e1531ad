import DaybookCore
import FluentKit
import Foundation

/// A saved meal for one-tap logging.
public final class FavouriteMealRecord: Model, @unchecked Sendable {
    public static let schema = "favourite_meals"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "name") public var name: String
    @Field(key: "carbs") public var carbs: Double
    @Field(key: "protein") public var protein: Double
    @Field(key: "fat") public var fat: Double

    public init() {}

    public init(userID: UUID, _ meal: FavouriteMeal) {
        self.userID = userID
        name = meal.name
        carbs = meal.carbs
        protein = meal.protein
        fat = meal.fat
    }

    public func value() throws -> FavouriteMeal {
        try FavouriteMeal(name: name, carbs: carbs, protein: protein, fat: fat)
    }
}
