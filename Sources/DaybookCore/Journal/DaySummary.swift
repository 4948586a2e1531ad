/// The numbers a day shows at a glance: food, insulin, exercise,
/// glucose and stress. A pure function of one day's entries and the user's glucose thresholds.
public struct DaySummary: Sendable, Equatable, Codable {
    public var date: LocalDate
    public var food: FoodStats
    public var mealCount: Int
    public var insulinUnits: Double
    /// Only kinds with at least one dose appear; JSON `{"bolus": 4.5}`.
    public var insulinUnitsByKind: [InsulinKind: Double]
    /// Minutes of logged exercise sessions.
    public var exerciseMinutes: Double
    public var exerciseSessionCount: Int
    /// Hours of exercise from the day's symptoms, kept apart from the sessions because
    /// the two are often the same workout told twice.
    public var symptomExerciseHours: Double
    public var glucose: GlucoseDayStats
    public var stressCount: Int
    /// nil, not 0, when no stress was logged: "no data" is not "no stress".
    public var stressMean: Double?
    public var logged: [JournalKind]

    /// Thresholds in mg/dL (the user's `Preferences`).
    public init(_ day: Day, hypo: Double, hyper: Double) {
        date = day.date
        food = day.foodStats
        mealCount = day.meals.count
        insulinUnits = day.insulin.reduce(0) { $0 + $1.units }
        insulinUnitsByKind = day.insulin.reduce(into: [:]) { $0[$1.kind, default: 0] += $1.units }
        exerciseMinutes = day.exercise.reduce(0) { $0 + $1.minutes }
        exerciseSessionCount = day.exercise.count
        symptomExerciseHours = day.symptoms?.exerciseHours ?? 0
        glucose = GlucoseDayStats(day.glucose, hypo: hypo, hyper: hyper)
        stressCount = day.stress.count
        stressMean = day.stress.isEmpty ? nil : Double(day.stress.reduce(0) { $0 + $1.level }) / Double(day.stress.count)
        logged = day.loggedKinds
    }

    public init(_ day: Day, preferences: Preferences) {
        self.init(day, hypo: preferences.hypoThresholdMgPerDL, hyper: preferences.hyperThresholdMgPerDL)
    }
}
