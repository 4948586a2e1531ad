import DaybookCore
import DaybookStore
import Fluent
import Foundation
import Vapor

/// Everything of one user on one date, read once and shaped for the API and the web pages.
struct DayLoader {
    let req: Request
    let user: CurrentUser
    /// What the reader may see: everything of their own day; a grantee only the granted parts.
    var categories: Set<ShareCategory> = Set(ShareCategory.allCases)

    /// All of the day's queries on one connection: checked out once, not once per query, and on its own
    /// connection SQLite hands rows straight over instead of one event-loop task per row (a CGM day
    /// has 288 readings). Nothing inside may use `req.db`: the loop's one SQLite connection is taken.
    func load(_ date: LocalDate) async throws -> DayDTO {
        try await req.db.withConnection { db in try await load(date, on: db) }
    }

    private func load(_ date: LocalDate, on db: any Database) async throws -> DayDTO {
        let preferences = user.record.preferences
        let days = DayQueries(db, userID: user.id)
        let symptoms = try await days.symptoms(on: date)?.value().visible(to: categories)
        let metrics = categories.contains(.stress) ? try await days.metrics(on: date)?.value() : nil
        let stress = try await entries(StressRatingRecord.self, on: date, db)
        let glucose = try await entries(GlucoseReadingRecord.self, on: date, db)
        let insulin = try await entries(InsulinDoseRecord.self, on: date, db)
        let meals = try await entries(MealRecord.self, on: date, db)
        let exercise = try await entries(ExerciseSessionRecord.self, on: date, db)
        // An illness or stress span shows on every day it covers, not only the day it began.
        let interval = DayInterval(date: date, zone: preferences.zone)
        let now = req.clock.now()
        let spans = !categories.contains(.symptoms) ? [] : try await EntryQueries<SpanRecord>(db, userID: user.id)
            .overlapping(start: interval.start, end: interval.end)
            .filter { try $0.value().coveredDates(in: preferences.zone, asOf: now).contains(date) }

        let day = Day(
            date: date, symptoms: symptoms, metrics: metrics,
            stress: try stress.map { try $0.value() }, glucose: try glucose.map { try $0.value() },
            insulin: try insulin.map { try $0.value() }, meals: try meals.map { try $0.value() },
            exercise: try exercise.map { try $0.value() }, spans: try spans.map { try $0.value() })
        return DayDTO(
            date: date,
            symptoms: symptoms,
            metrics: metrics,
            stress: try outputs(StressEndpoint.self, stress, preferences),
            glucose: try outputs(GlucoseEndpoint.self, glucose, preferences),
            insulin: try outputs(InsulinEndpoint.self, insulin, preferences),
            meals: try outputs(MealEndpoint.self, meals, preferences),
            exercise: try outputs(ExerciseEndpoint.self, exercise, preferences),
            spans: try outputs(SpanEndpoint.self, spans, preferences),
            summary: DaySummaryDTO(DaySummary(day, preferences: preferences), unit: preferences.glucoseUnit))
    }

    /// A kind not granted reads as empty, without a query.
    private func entries<R: TimedEntryRecord>(_: R.Type, on date: LocalDate, _ db: any Database) async throws -> [R] {
        guard categories.contains(ShareCategory.covering(R.kind)) else { return [] }
        return try await EntryQueries<R>(db, userID: user.id).on(date)
    }

    private func outputs<E: EntryEndpoint>(_: E.Type, _ records: [E.Record], _ preferences: Preferences) throws -> [E.Output] {
        try records.map { E.output(try $0.value(), id: try $0.requireID(), date: $0.localDate, preferences: preferences) }
    }
}

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
    var summary: DaySummaryDTO
}

/// The day's totals (seed 002 `Day.foodStats` and friends); glucose in the person's unit.
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
