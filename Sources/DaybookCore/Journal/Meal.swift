import Foundation

/// One meal; nutrients in grams.
public struct Meal: Timestamped, Sendable, Equatable, Codable {
    public private(set) var name: String
    public private(set) var carbs: Double
    public private(set) var protein: Double
    public private(set) var fat: Double
    public private(set) var time: Date

    public static let gramsRange = 0.0...1_000.0

    /// The name is trimmed of surrounding spaces.
    public init(name: String, carbs: Double, protein: Double, fat: Double, time: Date) throws(ValidationError) {
        self.name = try EntryRules.name(name, field: "name")
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
        self.time = time
        try validate()
    }

    /// Already checked values (from a validated favourite).
    init(checkedName name: String, carbs: Double, protein: Double, fat: Double, time: Date) {
        self.name = name
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
        self.time = time
    }

    public func validate() throws(ValidationError) {
        _ = try EntryRules.name(name, field: "name")
        try Self.checkNutrients(carbs: carbs, protein: protein, fat: fat)
    }

    static func checkNutrients(carbs: Double, protein: Double, fat: Double) throws(ValidationError) {
        try EntryRules.check(carbs, in: gramsRange, unit: "g", field: "carbs")
        try EntryRules.check(protein, in: gramsRange, unit: "g", field: "protein")
        try EntryRules.check(fat, in: gramsRange, unit: "g", field: "fat")
    }

    private enum CodingKeys: String, CodingKey {
        case name, carbs, protein, fat, time
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: c.decode(String.self, forKey: .name),
            carbs: c.decode(Double.self, forKey: .carbs),
            protein: c.decode(Double.self, forKey: .protein),
            fat: c.decode(Double.self, forKey: .fat),
            time: c.decode(Date.self, forKey: .time)
        )
    }
}
