import DaybookCore
import FluentKit
import Foundation

public final class MealRecord: NightscoutShownRecord, @unchecked Sendable {
    public static let schema = "meals"
    public static var kind: JournalKind { .meals }
    public static var userIDKey: KeyPath<MealRecord, FieldProperty<MealRecord, UUID>> { \.$userID }
    public static var dateKey: KeyPath<MealRecord, FieldProperty<MealRecord, String>> { \.$date }
    public static var timeKey: KeyPath<MealRecord, FieldProperty<MealRecord, Date>> { \.$time }
    public static var modifiedKey: KeyPath<MealRecord, OptionalFieldProperty<MealRecord, Int64>> { \.$modified }

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "date") public var date: String
    @Field(key: "time") public var time: Date
    /// When the row was last written, in ms (nil for rows from before this was kept).
    @OptionalField(key: "modified") public var modified: Int64?
    @Field(key: "name") public var name: String
    @Field(key: "carbs") public var carbs: Double
    @Field(key: "protein") public var protein: Double
    @Field(key: "fat") public var fat: Double

    public init() {}

    public func store(_ value: Meal) {
        time = value.time
        name = value.name
        carbs = value.carbs
        protein = value.protein
        fat = value.fat
    }

    public func value() throws -> Meal {
        try Meal(name: name, carbs: carbs, protein: protein, fat: fat, time: time)
    }
}

extension MealRecord: RowReadable {
    public var storedProperties: [any AnyDatabaseProperty] { [$id, $userID, $date, $time, $name, $carbs, $protein, $fat, $modified] }
}
