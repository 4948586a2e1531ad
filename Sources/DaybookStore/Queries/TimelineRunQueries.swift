import DaybookCore
import FluentKit
import Foundation

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

    /// Records that the first `count` notifications of the run were delivered.
    public func markNotificationsSent(_ id: UUID, count: Int) async throws {
        try await TimelineRunRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id)
            .set(\.$notificationsSent, to: count).update()
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
