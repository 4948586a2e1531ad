import DaybookCore
import FluentKit
import Foundation
import SQLKit

extension EntryQueries where Record == GlucoseReadingRecord {
    /// One day's readings, oldest first, decoded from the rows straight into core values. A CGM day
    /// holds 288 of them, and Fluent's models read every field of every row by reflection: that was a
    /// quarter of the day page's time (a profile of `GET /api/v1/days/{date}`).
    @_optimize(none)  // Swift 6.3.1's optimiser crashes on it in release builds (see ExportReader.document).
    public func readings(on date: LocalDate) async throws -> [(id: UUID, value: GlucoseReading)] {
        guard let sql = db as? any SQLDatabase else {
            return try await on(date).map { (try $0.requireID(), try $0.value()) }
        }
        let query = sql.select().column("id").column("time").column("mg_per_dl").column("source")
            .from(GlucoseReadingRecord.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("date", .equal, SQLBind(date.description))
            .orderBy("time").orderBy("id")
        return try await PlainRows.read(query.query, on: sql) { row in
            guard let id = try? row.decode(column: "id", as: UUID.self),
                  let time = try? row.decode(column: "time", as: Date.self),
                  let mgPerDL = try? row.decode(column: "mg_per_dl", as: Double.self),
                  let source = try? row.decode(column: "source", as: String.self),
                  let reading = try? GlucoseReading(mgPerDL: mgPerDL, time: time, source: GlucoseSource(rawValue: source) ?? .manual)
            else { return nil }
            return (id, reading)
        }
    }
}
