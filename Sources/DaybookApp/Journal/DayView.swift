import DaybookCore
import DaybookStore
import FluentKit
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
        return try await context.db.withConnection { db in
            try await load(date, of: person, categories: categories, on: db, now: now)
        }
    }

    private static func load(_ date: LocalDate, of person: Person, categories: Set<ShareCategory>, on db: any Database,
                             now: Date) async throws -> DayView {
        let zone = person.preferences.zone
        func entries<R: TimedEntryRecord>(_: R.Type) async throws -> [JournalEntry<R.Value>] {
            // A kind not granted reads as empty, without a query.
            guard categories.contains(ShareCategory.covering(R.kind)) else { return [] }
            return try await EntryQueries<R>(db, userID: person.id).on(date).map(JournalEntry.init)
        }
        let days = DayQueries(db, userID: person.id)
        let symptoms = try await days.symptoms(on: date)?.value().visible(to: categories)
        let metrics = categories.contains(.stress) ? try await days.metrics(on: date)?.value() : nil
        let stress = try await entries(StressRatingRecord.self)
        let glucose = !categories.contains(ShareCategory.covering(.glucose)) ? [] : try await EntryQueries<GlucoseReadingRecord>(db, userID: person.id)
            .readings(on: date).map { JournalEntry(id: $0.id, date: date, value: $0.value) }
        let insulin = try await entries(InsulinDoseRecord.self)
        let meals = try await entries(MealRecord.self)
        let exercise = try await entries(ExerciseSessionRecord.self)
        let weight = try await entries(WeightRecord.self)
        let temperature = try await entries(BodyTemperatureRecord.self)
        let ovulationTests = try await entries(OvulationTestRecord.self)
        let fertility = categories.contains(.cycle) ? try await days.fertility(on: date)?.value() : nil
        let interval = DayInterval(date: date, zone: zone)
        let spans = !categories.contains(.symptoms) ? [] : try await EntryQueries<SpanRecord>(db, userID: person.id)
            .overlapping(start: interval.start, end: interval.end)
            .filter { try $0.value().coveredDates(in: zone, asOf: now).contains(date) }
            .map(JournalEntry.init)
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
