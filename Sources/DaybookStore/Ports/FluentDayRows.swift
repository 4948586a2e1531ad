import DaybookCore
import DaybookApp
import Foundation

struct FluentDayRows: DayRows {
    let queries: DayQueries
    let dates: JournalDates

    func loggedKinds(_ kinds: [JournalKind], from: LocalDate, to: LocalDate) async throws -> [LocalDate: Set<JournalKind>] {
        try await dates.dates(of: kinds.compactMap(JournalTables.table), from: from, to: to)
    }

    func symptoms(on date: LocalDate) async throws -> Symptoms? {
        try await queries.symptoms(on: date)?.value()
    }

    func symptoms(from: LocalDate, to: LocalDate) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await queries.symptoms(from: from, to: to).map { (date: try LocalDate(parsing: $0.date), symptoms: try $0.value()) }
    }

    func saveSymptoms(_ symptoms: Symptoms, on date: LocalDate) async throws {
        try await queries.saveSymptoms(symptoms, on: date)
    }

    func deleteSymptoms(on date: LocalDate) async throws -> Bool {
        try await queries.deleteSymptoms(on: date)
    }

    func metrics(on date: LocalDate) async throws -> DailyMetrics? {
        try await queries.metrics(on: date)?.value()
    }

    func saveMetrics(_ metrics: DailyMetrics, on date: LocalDate) async throws {
        try await queries.saveMetrics(metrics, on: date)
    }

    func deleteMetrics(on date: LocalDate) async throws -> Bool {
        try await queries.deleteMetrics(on: date)
    }

    func fertility(on date: LocalDate) async throws -> FertilitySigns? {
        try await queries.fertility(on: date)?.value()
    }

    func saveFertility(_ signs: FertilitySigns, on date: LocalDate) async throws {
        try await queries.saveFertility(signs, on: date)
    }

    func deleteFertility(on date: LocalDate) async throws -> Bool {
        try await queries.deleteFertility(on: date)
    }

    func newestSymptoms(limit: Int, offset: Int) async throws -> [(date: LocalDate, symptoms: Symptoms)] {
        try await queries.newest(SymptomsRecord.self, limit: limit, offset: offset).map {
            (date: try LocalDate(parsing: $0.date), symptoms: try $0.value())
        }
    }

    func newestMetrics(limit: Int, offset: Int) async throws -> [(date: LocalDate, metrics: DailyMetrics)] {
        try await queries.newest(DailyMetricsRecord.self, limit: limit, offset: offset).map {
            (date: try LocalDate(parsing: $0.date), metrics: try $0.value())
        }
    }

    func newestFertility(limit: Int, offset: Int) async throws -> [(date: LocalDate, signs: FertilitySigns)] {
        try await queries.newest(FertilitySignsRecord.self, limit: limit, offset: offset).map {
            (date: try LocalDate(parsing: $0.date), signs: try $0.value())
        }
    }
}
