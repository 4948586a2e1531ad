import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// The once-a-day records of one user: symptoms, the metrics log and the fertility signs.
public struct DayQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func symptoms(on date: LocalDate) async throws -> SymptomsRecord? {
        try await one(SymptomsRecord.self, on: date)
    }

    /// A range's symptoms, by date: the calendar reads a month's or a year's, written out and read without
    /// reflection (`ModelRow`).
    public func symptoms(from: LocalDate, to: LocalDate) async throws -> [SymptomsRecord] {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the journal needs an SQL database") }
        return try await ModelRow.models(SymptomsRecord.self, """
            SELECT * FROM \(unsafeRaw: SymptomsRecord.schema) WHERE user_id = \(bind: userID) \
            AND date >= \(bind: from.description) AND date <= \(bind: to.description) ORDER BY date
            """, on: sql)
    }

    /// Stores the day's symptoms, creating the row when the day has none yet.
    @discardableResult
    public func saveSymptoms(_ symptoms: Symptoms, on date: LocalDate) async throws -> SymptomsRecord {
        let record = try await self.symptoms(on: date) ?? SymptomsRecord(userID: userID, date: date)
        record.store(symptoms)
        try await record.save(on: db)
        return record
    }

    /// True when there was something to delete.
    public func deleteSymptoms(on date: LocalDate) async throws -> Bool {
        guard let record = try await symptoms(on: date) else { return false }
        try await record.delete(on: db)
        return true
    }

    public func metrics(on date: LocalDate) async throws -> DailyMetricsRecord? {
        try await one(DailyMetricsRecord.self, on: date)
    }

    @discardableResult
    public func saveMetrics(_ metrics: DailyMetrics, on date: LocalDate) async throws -> DailyMetricsRecord {
        let record = try await self.metrics(on: date) ?? DailyMetricsRecord(userID: userID, date: date)
        record.store(metrics)
        try await record.save(on: db)
        return record
    }

    public func deleteMetrics(on date: LocalDate) async throws -> Bool {
        guard let record = try await metrics(on: date) else { return false }
        try await record.delete(on: db)
        return true
    }

    public func fertility(on date: LocalDate) async throws -> FertilitySignsRecord? {
        try await one(FertilitySignsRecord.self, on: date)
    }

    @discardableResult
    public func saveFertility(_ signs: FertilitySigns, on date: LocalDate) async throws -> FertilitySignsRecord {
        let record = try await self.fertility(on: date) ?? FertilitySignsRecord(userID: userID, date: date)
        record.store(signs)
        try await record.save(on: db)
        return record
    }

    public func deleteFertility(on date: LocalDate) async throws -> Bool {
        guard let record = try await fertility(on: date) else { return false }
        try await record.delete(on: db)
        return true
    }

    /// The newest days of a table with one row per day, for the history list.
    public func newest<Record: RowReadable>(_: Record.Type, limit: Int, offset: Int) async throws -> [Record] {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the journal needs an SQL database") }
        return try await ModelRow.models(Record.self, """
            SELECT * FROM \(unsafeRaw: Record.schema) WHERE user_id = \(bind: userID) ORDER BY date DESC \
            LIMIT \(bind: max(0, limit)) OFFSET \(bind: max(0, offset))
            """, on: sql)
    }

    /// The day's row of a table with one row per day: read on every day page, so written out and read
    /// without reflection (`ModelRow`).
    private func one<Record: RowReadable>(_: Record.Type, on date: LocalDate) async throws -> Record? {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the journal needs an SQL database") }
        return try await ModelRow.models(Record.self, """
            SELECT * FROM \(unsafeRaw: Record.schema) WHERE user_id = \(bind: userID) AND date = \(bind: date.description) LIMIT 1
            """, on: sql).first
    }
}
