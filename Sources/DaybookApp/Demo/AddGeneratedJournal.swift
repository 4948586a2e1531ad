import DaybookCore
import DaybookFixtures
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
            let writer = db.journal(of: person.id, zone: zone)
            try await writer.insert(symptoms: journal.symptoms)
            try await writer.insert(metrics: journal.metrics)
            try await writer.insert(journal.stress)
            try await writer.insert(journal.glucose)
            try await writer.insert(journal.insulin)
            try await writer.insert(journal.meals)
            try await writer.insert(journal.exercise)
            try await writer.insert(journal.spans)
            try await writer.insert(journal.weights)
            try await writer.insert(journal.temperatures)
            try await writer.insert(journal.ovulationTests)
            try await writer.insert(fertility: journal.fertility)
            try await writer.insert(favouriteMeals: journal.favouriteMeals)
            try await writer.insert(favouriteExercises: journal.favouriteExercises)
            let readings = try await writer.insertGlucose(streaming: glucose)
            return (readings, [Change(.created, .import)])
        }
    }
}
