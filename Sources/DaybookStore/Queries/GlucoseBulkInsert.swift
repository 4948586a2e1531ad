import DaybookCore
import FluentKit
import Foundation
import SQLKit

extension JournalWriter {
    /// Rows per INSERT of the bulk path: 7 columns × 2,000 = 14,000 parameters, under SQLite's
    /// 32,766 and PostgreSQL's 65,535.
    static let bulkBatchSize = 2_000

    /// Streams CGM readings in, one batch in memory at a time, all in one transaction, as plain
    /// multi-row INSERTs: no Fluent model per row (building and reflecting a million models cost
    /// most of the import's time). Values are bound exactly as Fluent binds them, so the rows read
    /// back through the models like any other. Returns how many rows were written.
    @discardableResult
    public func insertGlucose<Values: Sequence & Sendable>(streaming values: Values) async throws -> Int
    where Values.Element == GlucoseReading {
        guard db is any SQLDatabase else {
            return try await insert(streaming: values, as: GlucoseReadingRecord.self)
        }
        return try await db.transaction { tx in
            guard let sql = tx as? any SQLDatabase else { return 0 }
            var rows: [[any SQLExpression]] = []
            rows.reserveCapacity(Self.bulkBatchSize)
            var written = 0
            let modified = WriteStamp.milliseconds
            // Readings come in time order: a day's bounds are computed once, not per reading.
            var day: DayInterval?
            var dateText = ""
            for reading in values {
                if day?.contains(reading.time) != true {
                    let interval = DayInterval(containing: reading.time, in: zone)
                    day = interval
                    dateText = interval.date.description
                }
                rows.append([SQLBind(UUID()), SQLBind(userID), SQLBind(dateText), SQLBind(reading.time),
                             SQLBind(reading.mgPerDL), SQLBind(reading.source.rawValue), SQLBind(modified)])
                if rows.count == Self.bulkBatchSize {
                    try await Self.insertRows(rows, on: sql)
                    written += rows.count
                    rows.removeAll(keepingCapacity: true)
                }
            }
            if !rows.isEmpty { try await Self.insertRows(rows, on: sql) }
            return written + rows.count
        }
    }

    private static func insertRows(_ rows: [[any SQLExpression]], on sql: any SQLDatabase) async throws {
        try await sql.insert(into: GlucoseReadingRecord.schema)
            .columns("id", "user_id", "date", "time", "mg_per_dl", "source", "modified")
            .rows(rows)
            .run()
    }
}
