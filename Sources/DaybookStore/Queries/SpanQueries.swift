import DaybookCore
import FluentKit
import Foundation

extension EntryQueries where Record == SpanRecord {
    /// Spans that cover any part of `interval`: started before it ends and not ended before it
    /// starts (ongoing spans cover every day from their start on).
    public func overlapping(start: Date, end: Date) async throws -> [SpanRecord] {
        try await SpanRecord.query(on: db)
            .filter(\.$userID == userID)
            .filter(\.$time < end)
            .group(.or) { $0.filter(\.$end == nil).filter(\.$end > start) }
            .sort(\.$time)
            .all()
    }
}
