import DaybookCore
import Foundation

/// Everything of one person on one date, read once: what `GET /api/v1/days/{date}`, the day page and
/// the home page show. A grantee sees only the categories granted.
public struct DayView: Sendable {
    public let date: LocalDate
    public let symptoms: Symptoms?
    public let metrics: DailyMetrics?
    public let stress: [JournalEntry<StressRating>]
    public let glucose: [JournalEntry<GlucoseReading>]
    public let insulin: [JournalEntry<InsulinDose>]
    public let meals: [JournalEntry<Meal>]
    public let exercise: [JournalEntry<ExerciseSession>]
    /// Illness and stress spans covering the day, not only those that began on it.
    public let spans: [JournalEntry<Span>]
    public let weight: [JournalEntry<Weight>]
    public let temperature: [JournalEntry<BodyTemperature>]
    public let ovulationTests: [JournalEntry<OvulationTest>]
    public let fertility: FertilitySigns?
    public let summary: DaySummary

    /// All of the day's queries on one connection: checked out once, not once per query, and on its
    /// own connection SQLite hands rows straight over instead of one event-loop task per row (a CGM
    /// day has 288 readings).
    public static func load(_ date: LocalDate, of person: Person, categories: Set<ShareCategory> = Set(ShareCategory.allCases),
                            _ context: UseCaseContext) async throws -> DayView {
        let now = context.now()
        return try await context.db.onOneConnection { db in
            try await load(date, of: person, categories: categories, on: db, now: now)
        }
    }

    private static func load(_ date: LocalDate, of person: Person, categories: Set<ShareCategory>, on db: any Storage,
                             now: Date) async throws -> DayView {
        let zone = person.preferences.zone
        func entries<Value: TimedEntryValue>(_: Value.Type) async throws -> [JournalEntry<Value>] {
            // A kind not granted reads as empty, without a query.
            guard categories.contains(ShareCategory.covering(Value.journalKind)) else { return [] }
            return try await Value.rows(in: db, of: person.id).on(date)
        }
        let days = db.days(of: person.id)
        let symptoms = try await days.symptoms(on: date)?.visible(to: categories)
        let metrics = categories.contains(.stress) ? try await days.metrics(on: date) : nil
        let stress = try await entries(StressRating.self)
        let glucose = try await entries(GlucoseReading.self)
        let insulin = try await entries(InsulinDose.self)
        let meals = try await entries(Meal.self)
        let exercise = try await entries(ExerciseSession.self)
        let weight = try await entries(Weight.self)
        let temperature = try await entries(BodyTemperature.self)
        let ovulationTests = try await entries(OvulationTest.self)
        let fertility = categories.contains(.cycle) ? try await days.fertility(on: date) : nil
        let interval = DayInterval(date: date, zone: zone)
        let spans = !categories.contains(.symptoms) ? [] : try await db.spans(of: person.id, overlapping: interval.start, interval.end)
            .filter { $0.value.coveredDates(in: zone, asOf: now).contains(date) }
        var day = Day(date: date, symptoms: symptoms, metrics: metrics, stress: stress.map(\.value), glucose: glucose.map(\.value),
                      insulin: insulin.map(\.value), meals: meals.map(\.value), exercise: exercise.map(\.value), spans: spans.map(\.value))
        day.weight = weight.map(\.value)
        day.temperature = temperature.map(\.value)
        day.ovulationTests = ovulationTests.map(\.value)
        day.fertility = fertility
        return DayView(date: date, symptoms: symptoms, metrics: metrics, stress: stress, glucose: glucose, insulin: insulin,
                       meals: meals, exercise: exercise, spans: spans, weight: weight, temperature: temperature,
                       ovulationTests: ovulationTests, fertility: fertility, summary: DaySummary(day, preferences: person.preferences))
    }
}
