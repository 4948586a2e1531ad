/// One day of a glucose report: the day's glucose statistics (in the report's unit) and the day's
/// totals of carbs, protein and fat (grams) and insulin (units), like a day's food stats.
public struct GlucoseDay: Sendable, Codable, Equatable {
    public let date: LocalDate
    public let count: Int
    public let mean: Double?
    public let min: Double?
    public let max: Double?
    /// Sample SD; `nil` below two readings.
    public let sd: Double?
    /// SD / mean as a fraction.
    public let cv: Double?
    public let carbs: Double
    public let protein: Double
    public let fat: Double
    public let insulin: Double

    public init(date: LocalDate, count: Int, mean: Double?, min: Double?, max: Double?, sd: Double?, cv: Double?,
                carbs: Double, protein: Double, fat: Double, insulin: Double) {
        self.date = date
        self.count = count
        self.mean = mean
        self.min = min
        self.max = max
        self.sd = sd
        self.cv = cv
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
        self.insulin = insulin
    }
}
