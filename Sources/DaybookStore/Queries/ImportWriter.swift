import DaybookCore
import DaybookFormats
import FluentKit
import Foundation

/// Writes imported items of one user, a batch at a time, inside the caller's transaction.
/// Each item's dedupe key is stored with it; an item whose key the user has already is not added.
/// Day fields (flow, sleep, mood, cramps, notes) fill in a day's symptoms only where the field is empty, so an
/// import never overwrites what the person logged themselves.
public struct ImportWriter: Sendable {
    let db: any Database
    let userID: UUID
    let zone: TimeZone

    public init(_ db: any Database, userID: UUID, zone: TimeZone) {
        self.db = db
        self.userID = userID
        self.zone = zone
    }

    /// Adds the new items of `batch` and counts them into `summary`.
    public func write(_ batch: [ImportItem], into summary: inout ImportSummary) async throws {
        let keys = Array(Set(batch.map(\.dedupeKey)))
        let known = try await Set(ImportKeyRecord.query(on: db)
            .filter(\.$userID == userID).filter(\.$key ~~ keys).all().map(\.key))
        var seen = known
        var fresh: [ImportItem] = []
        for item in batch where seen.insert(item.dedupeKey).inserted { fresh.append(item) }
        summary.duplicates += batch.count - fresh.count

        let journal = JournalWriter(db, userID: userID, zone: zone)
        var glucose: [GlucoseReading] = [], insulin: [InsulinDose] = [], meals: [Meal] = []
        var exercise: [ExerciseSession] = [], stress: [StressRating] = [], spans: [Span] = []
        var weights: [Weight] = [], temperatures: [BodyTemperature] = [], tests: [OvulationTest] = []
        var added: [ImportItem] = []
        for item in fresh {
            switch item.value {
            case let .glucose(value): glucose.append(value)
            case let .insulin(value): insulin.append(value)
            case let .meal(value): meals.append(value)
            case let .exercise(value): exercise.append(value)
            case let .stress(value): stress.append(value)
            case let .span(value): spans.append(value)
            case let .weight(value): weights.append(value)
            case let .temperature(value): temperatures.append(value)
            case let .ovulationTest(value): tests.append(value)
            case let .mucus(date, mucus):
                let days = DayQueries(db, userID: userID)
                guard try await days.fertility(on: date)?.value().mucus == nil else {
                    summary.duplicates += 1
                    continue
                }
                _ = try await days.saveFertility(FertilitySigns(mucus: mucus), on: date)
            case let .flow(date, level):
                guard try await fillDay(date, { record in
                    guard record.flow == nil else { return false }
                    record.flow = level.rawValue
                    return true
                }) else {
                    summary.duplicates += 1
                    continue
                }
            case let .sleep(date, hours):
                guard try await fillDay(date, { record in
                    guard record.sleep == nil else { return false }
                    record.sleep = hours
                    return true
                }) else {
                    summary.duplicates += 1
                    continue
                }
            case let .note(date, text):
                guard try await fillDay(date, { record in
                    guard (record.notes ?? "").isEmpty else { return false }
                    record.notes = text
                    return true
                }) else {
                    summary.duplicates += 1
                    continue
                }
            case let .cramps(date, level):
                guard try await fillDay(date, { record in
                    guard record.cramps == nil else { return false }
                    record.cramps = level.rawValue
                    return true
                }) else {
                    summary.duplicates += 1
                    continue
                }
            case let .mood(date, mood):
                guard try await fillDay(date, { record in
                    guard record.mood == nil else { return false }
                    record.mood = mood.rawValue
                    return true
                }) else {
                    summary.duplicates += 1
                    continue
                }
            }
            added.append(item)
        }
        try await journal.insert(glucose, as: GlucoseReadingRecord.self)
        try await journal.insert(insulin, as: InsulinDoseRecord.self)
        try await journal.insert(meals, as: MealRecord.self)
        try await journal.insert(exercise, as: ExerciseSessionRecord.self)
        try await journal.insert(stress, as: StressRatingRecord.self)
        try await journal.insert(spans, as: SpanRecord.self)
        try await journal.insert(weights, as: WeightRecord.self)
        try await journal.insert(temperatures, as: BodyTemperatureRecord.self)
        try await journal.insert(tests, as: OvulationTestRecord.self)
        // Keys of day fields that were already set are stored too: the next import skips them at once.
        try await journal.insert(fresh.map { ImportKeyRecord(userID: userID, key: $0.dedupeKey) })
        for item in added { summary.added[item.value.kind, default: 0] += 1 }
    }

    /// Sets one field of a day's symptoms (creating the day's record) when `fill` finds it empty.
    private func fillDay(_ date: LocalDate, _ fill: (SymptomsRecord) -> Bool) async throws -> Bool {
        let record = try await SymptomsRecord.query(on: db)
            .filter(\.$userID == userID).filter(\.$date == date.description).first()
            ?? SymptomsRecord(userID: userID, date: date)
        guard fill(record) else { return false }
        try await record.save(on: db)
        return true
    }
}
