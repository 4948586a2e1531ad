import DaybookCore
import Foundation

/// One person's once-a-day records: symptoms, metrics and fertility signs, at most one of each a day.
public protocol DayRows: Sendable {
    func symptoms(on date: LocalDate) async throws -> Symptoms?
    /// The days in [from, to] with symptoms, oldest first.
    func symptoms(from: LocalDate, to: LocalDate) async throws -> [(date: LocalDate, symptoms: Symptoms)]
    func saveSymptoms(_ symptoms: Symptoms, on date: LocalDate) async throws
    /// True when there was something to delete.
    func deleteSymptoms(on date: LocalDate) async throws -> Bool
    func metrics(on date: LocalDate) async throws -> DailyMetrics?
    func saveMetrics(_ metrics: DailyMetrics, on date: LocalDate) async throws
    func deleteMetrics(on date: LocalDate) async throws -> Bool
    func fertility(on date: LocalDate) async throws -> FertilitySigns?
    func saveFertility(_ signs: FertilitySigns, on date: LocalDate) async throws
    func deleteFertility(on date: LocalDate) async throws -> Bool
    /// The newest days of each record, newest first: the history list pages through them.
    func newestSymptoms(limit: Int, offset: Int) async throws -> [(date: LocalDate, symptoms: Symptoms)]
    func newestMetrics(limit: Int, offset: Int) async throws -> [(date: LocalDate, metrics: DailyMetrics)]
    func newestFertility(limit: Int, offset: Int) async throws -> [(date: LocalDate, signs: FertilitySigns)]
    /// For each day in [from, to], which of `kinds` were logged on it (not symptoms or spans); days
    /// with none are left out.
    func loggedKinds(_ kinds: [JournalKind], from: LocalDate, to: LocalDate) async throws -> [LocalDate: Set<JournalKind>]
}
