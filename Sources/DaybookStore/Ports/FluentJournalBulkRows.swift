import DaybookCore
import DaybookFormats
import DaybookApp
import FluentKit
import Foundation

struct FluentJournalBulkRows: JournalBulkRows {
    let db: any Database
    let userID: UUID
    let zone: TimeZone

    private var writer: JournalWriter { JournalWriter(db, userID: userID, zone: zone) }

    func importFile(_ importer: any JournalImporter, file: URL, context: ImportContext, dryRun: Bool, accounts: ExportImportMode,
                    progress: @escaping @Sendable (ImportProgress) -> Void) async throws -> ImportOutcome {
        let outcome = try await JournalImport(db, userID: userID, zone: zone)
            .run(importer, file: file, context: context, dryRun: dryRun, accounts: accounts, progress: progress)
        return ImportOutcome(summary: outcome.summary, timelineRuns: outcome.timelineRuns)
    }

    func export(exportedAt time: Date) async throws -> ExportDocument {
        try await ExportReader(db, userID: userID).document(exportedAt: time)
    }

    func insert(symptoms: [LocalDate: Symptoms]) async throws { try await writer.insert(symptoms: symptoms) }
    func insert(metrics: [LocalDate: DailyMetrics]) async throws { try await writer.insert(metrics: metrics) }
    func insert(fertility: [LocalDate: FertilitySigns]) async throws { try await writer.insert(fertility: fertility) }
    func insert(favouriteMeals: [FavouriteMeal]) async throws { try await writer.insert(favouriteMeals: favouriteMeals) }
    func insert(favouriteExercises: [FavouriteExercise]) async throws { try await writer.insert(favouriteExercises: favouriteExercises) }

    func insert<Value: TimedEntryValue>(_ values: [Value]) async throws {
        switch values {
        case let values as [StressRating]: try await writer.insert(values, as: StressRatingRecord.self)
        case let values as [GlucoseReading]: try await writer.insert(values, as: GlucoseReadingRecord.self)
        case let values as [InsulinDose]: try await writer.insert(values, as: InsulinDoseRecord.self)
        case let values as [Meal]: try await writer.insert(values, as: MealRecord.self)
        case let values as [ExerciseSession]: try await writer.insert(values, as: ExerciseSessionRecord.self)
        case let values as [Span]: try await writer.insert(values, as: SpanRecord.self)
        case let values as [Weight]: try await writer.insert(values, as: WeightRecord.self)
        case let values as [BodyTemperature]: try await writer.insert(values, as: BodyTemperatureRecord.self)
        case let values as [OvulationTest]: try await writer.insert(values, as: OvulationTestRecord.self)
        default: throw StoreError.badConfiguration("no table keeps \(Value.journalKind)")
        }
    }

    func insertGlucose<Readings: Sequence & Sendable>(streaming readings: Readings) async throws -> Int
    where Readings.Element == GlucoseReading {
        try await writer.insertGlucose(streaming: readings)
    }
}
