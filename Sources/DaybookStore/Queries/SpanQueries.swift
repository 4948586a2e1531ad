import DaybookCore
import FluentKit
import Foundation
import SQLKit

extension EntryQueries where Record == SpanRecord {
    /// Spans that cover any part of `interval`: started before it ends and not ended before it
    /// starts (ongoing spans cover every day from their start on).
    public func overlapping(start: Date, end: Date) async throws -> [SpanRecord] {
        // Every day page and calendar asks: written out, read without reflection (`ModelRow`).
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("the journal needs an SQL database") }
        return try await ModelRow.models(SpanRecord.self, """
            SELECT * FROM \(unsafeRaw: SpanRecord.schema) WHERE user_id = \(bind: userID) AND time < \(bind: end) \
            AND ("end" IS NULL OR "end" > \(bind: start)) ORDER BY time
            """, on: sql)
    }
}
