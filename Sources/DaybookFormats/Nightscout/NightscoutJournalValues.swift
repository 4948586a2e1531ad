import DaybookCore

/// The Daybook journal values one Nightscout document stands for (a Meal Bolus is a dose and a meal).
public struct NightscoutJournalValues: Sendable, Equatable {
    public var glucose: GlucoseReading?
    public var insulin: InsulinDose?
    public var meal: Meal?
    public var exercise: ExerciseSession?

    public init(glucose: GlucoseReading? = nil, insulin: InsulinDose? = nil, meal: Meal? = nil, exercise: ExerciseSession? = nil) {
        self.glucose = glucose
        self.insulin = insulin
        self.meal = meal
        self.exercise = exercise
    }

    public var isEmpty: Bool { glucose == nil && insulin == nil && meal == nil && exercise == nil }
}
