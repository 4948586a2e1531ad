import DaybookCore
import DaybookFixtures
import DaybookStore
import Foundation

/// A generated journal (the demo account's, or one person's of a dataset) written as one change of the
/// person's data: all or nothing, in batched inserts, with a CGM trace streamed in so that a year of
/// readings takes flat memory. The cycle moved, so period-due reminders are planned again.
struct AddGeneratedJournal: Sendable {
    let context: UseCaseContext

    /// How many CGM readings of `glucose` were written (the journal's own readings not counted).
    @discardableResult
    func callAsFunction<Readings: Sequence & Sendable>(_ journal: DemoJournal, glucose: Readings, for person: Person) async throws -> Int
    where Readings.Element == GlucoseReading {
        let zone = person.preferences.zone
        return try await context.commit(person.id, replan: .periodDue) { db in
            let writer = JournalWriter(db, userID: person.id, zone: zone)
            try await writer.insert(symptoms: journal.symptoms)
            try await writer.insert(metrics: journal.metrics)
            try await writer.insert(journal.stress, as: StressRatingRecord.self)
            try await writer.insert(journal.glucose, as: GlucoseReadingRecord.self)
            try await writer.insert(journal.insulin, as: InsulinDoseRecord.self)
            try await writer.insert(journal.meals, as: MealRecord.self)
            try await writer.insert(journal.exercise, as: ExerciseSessionRecord.self)
            try await writer.insert(journal.spans, as: SpanRecord.self)
            try await writer.insert(journal.weights, as: WeightRecord.self)
            try await writer.insert(journal.temperatures, as: BodyTemperatureRecord.self)
            try await writer.insert(journal.ovulationTests, as: OvulationTestRecord.self)
            try await writer.insert(fertility: journal.fertility)
            try await writer.insert(favouriteMeals: journal.favouriteMeals)
            try await writer.insert(favouriteExercises: journal.favouriteExercises)
            let readings = try await writer.insertGlucose(streaming: glucose)
            return (readings, [Change(.created, .import)])
        }
    }
}
