import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `GET /api/v1/days/{date}`: the day's records, its entries in time order, and its summary.
struct DayDTO: Content {
    var date: LocalDate
    var symptoms: Symptoms?
    var metrics: DailyMetrics?
    var stress: [EntryOutput<StressRating>]
    var glucose: [GlucoseOutput]
    var insulin: [EntryOutput<InsulinDose>]
    var meals: [EntryOutput<Meal>]
    var exercise: [EntryOutput<ExerciseSession>]
    var spans: [SpanOutput]
    var weight: [EntryOutput<Weight>]
    var temperature: [EntryOutput<BodyTemperature>]
    var ovulationTests: [EntryOutput<OvulationTest>]
    var fertility: FertilitySigns?
    var summary: DaySummaryDTO
}

extension DayDTO {
    /// Each entry as its own endpoint shows it, glucose in the person's unit.
    init(_ day: DayView, preferences: Preferences) {
        func outputs<E: EntryEndpoint>(_: E.Type, _ entries: [JournalEntry<E.Value>]) -> [E.Output] {
            entries.map { E.output($0.value, id: $0.id, date: $0.date, preferences: preferences) }
        }
        self.init(date: day.date, symptoms: day.symptoms, metrics: day.metrics,
                  stress: outputs(StressEndpoint.self, day.stress), glucose: outputs(GlucoseEndpoint.self, day.glucose),
                  insulin: outputs(InsulinEndpoint.self, day.insulin), meals: outputs(MealEndpoint.self, day.meals),
                  exercise: outputs(ExerciseEndpoint.self, day.exercise), spans: outputs(SpanEndpoint.self, day.spans),
                  weight: outputs(WeightEndpoint.self, day.weight), temperature: outputs(TemperatureEndpoint.self, day.temperature),
                  ovulationTests: outputs(OvulationTestEndpoint.self, day.ovulationTests), fertility: day.fertility,
                  summary: DaySummaryDTO(day.summary, unit: preferences.glucoseUnit))
    }
}

/// The day's totals; glucose in the person's unit.
struct DaySummaryDTO: Content {
    var carbs: Double
    var protein: Double
    var fat: Double
    var mealCount: Int
    var insulinUnits: Double
    var insulinUnitsByKind: [String: Double]
    var exerciseMinutes: Double
    var exerciseSessionCount: Int
    var symptomExerciseHours: Double
    var glucoseUnit: GlucoseUnit
    var glucose: GlucoseDayStats
    var stressCount: Int
    var stressMean: Double?
    var logged: [JournalKind]

    init(_ summary: DaySummary, unit: GlucoseUnit) {
        carbs = summary.food.carbs
        protein = summary.food.protein
        fat = summary.food.fat
        mealCount = summary.mealCount
        insulinUnits = summary.insulinUnits
        insulinUnitsByKind = Dictionary(uniqueKeysWithValues: summary.insulinUnitsByKind.map { ($0.key.rawValue, $0.value) })
        exerciseMinutes = summary.exerciseMinutes
        exerciseSessionCount = summary.exerciseSessionCount
        symptomExerciseHours = summary.symptomExerciseHours
        glucoseUnit = unit
        glucose = summary.glucose.converted(to: unit)
        stressCount = summary.stressCount
        stressMean = summary.stressMean
        logged = summary.logged
    }
}
