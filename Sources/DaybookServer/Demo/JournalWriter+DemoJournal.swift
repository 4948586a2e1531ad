import DaybookFixtures
import DaybookStore

extension JournalWriter {
    /// A generated journal, all in one transaction: the demo account's, or one person's of a dataset.
    func write(_ journal: DemoJournal) async throws {
        try await transaction { writer in
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
        }
    }
}
