/// Everything logged on one date: the once-a-day records and the timestamped
/// entries. Pure data; which entries belong here is decided by `DayInterval` / `Timestamped.day(in:)`.
public struct Day: Sendable, Equatable, Codable {
    public var date: LocalDate
    public var symptoms: Symptoms?
    public var metrics: DailyMetrics?
    public var stress: [StressRating]
    public var glucose: [GlucoseReading]
    public var insulin: [InsulinDose]
    public var meals: [Meal]
    public var exercise: [ExerciseSession]
    public var spans: [Span]
    public var weight: [Weight] = []
    public var temperature: [BodyTemperature] = []
    public var ovulationTests: [OvulationTest] = []
    public var fertility: FertilitySigns?

    public init(
        date: LocalDate, symptoms: Symptoms? = nil, metrics: DailyMetrics? = nil, stress: [StressRating] = [],
        glucose: [GlucoseReading] = [], insulin: [InsulinDose] = [], meals: [Meal] = [],
        exercise: [ExerciseSession] = [], spans: [Span] = []
    ) {
        self.date = date
        self.symptoms = symptoms
        self.metrics = metrics
        self.stress = stress
        self.glucose = glucose
        self.insulin = insulin
        self.meals = meals
        self.exercise = exercise
        self.spans = spans
    }

    /// The kinds with something in them, in `JournalKind` order. Empty symptoms do not count.
    public var loggedKinds: [JournalKind] {
        JournalKind.allCases.filter { kind in
            switch kind {
            case .symptoms: symptoms.map { !$0.isEmpty } ?? false
            case .metrics: metrics != nil
            case .stress: !stress.isEmpty
            case .glucose: !glucose.isEmpty
            case .insulin: !insulin.isEmpty
            case .meals: !meals.isEmpty
            case .exercise: !exercise.isEmpty
            case .spans: !spans.isEmpty
            case .weight: !weight.isEmpty
            case .temperature: !temperature.isEmpty
            case .ovulationTests: !ovulationTests.isEmpty
            case .fertility: fertility.map { !$0.isEmpty } ?? false
            }
        }
    }

    public var isEmpty: Bool { loggedKinds.isEmpty }

    /// Total carbs, protein and fat of the day's meals.
    public var foodStats: FoodStats { FoodStats(meals) }
}
