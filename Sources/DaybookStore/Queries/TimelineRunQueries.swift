import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// One user's timeline runs, oldest start first.
public struct TimelineRunQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func all() async throws -> [TimelineRunRecord] {
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).sort(\.$startTime).all()
    }

    /// Whose run `id` is, for by-id reads through a grant; it returns nothing else.
    public static func owner(of id: UUID, on db: any Database) async throws -> UUID? {
        try await TimelineRunRecord.query(on: db).filter(\.$id == id).first().map(\.userID)
    }

    public func find(_ id: UUID) async throws -> TimelineRunRecord? {
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    public func create(_ run: TimelineRun, scenario: Scenario, language: Language) async throws -> TimelineRunRecord {
        let record = try TimelineRunRecord(userID: userID, run: run, scenario: scenario, language: language)
        try await record.create(on: db)
        return record
    }

    /// Records that the notifications up to `count` were delivered, provided the count stored is
    /// still `expected`; false when it is not (another instance delivered them, or the run is gone).
    /// Call first in the transaction that stores the notifications: on PostgreSQL the update locks
    /// the row, so a second instance waits, finds the count moved, and rolls back.
    public func markNotificationsSent(_ id: UUID, from expected: Int, to count: Int) async throws -> Bool {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("timeline runs need an SQL database") }
        let rows = try await sql.update(TimelineRunRecord.schema)
            .set("notifications_sent", to: count)
            .where("id", .equal, id)
            .where("user_id", .equal, userID)
            .where("notifications_sent", .equal, expected)
            .returning("id")
            .all()
        return !rows.isEmpty
    }

    /// Removes the run; a run already gone is not an error (cancel and finish can meet).
    public func delete(_ id: UUID) async throws {
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).delete()
    }

    /// Every stored run of every user, for the scheduler to resume at start-up: the one query
    /// that is not about one user, because the scheduler serves them all.
    public static func allRuns(on db: any Database) async throws -> [TimelineRunRecord] {
        try await TimelineRunRecord.query(on: db).sort(\.$startTime).all()
    }
}
