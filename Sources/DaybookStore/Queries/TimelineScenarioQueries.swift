import DaybookCore
import FluentKit
import Foundation

/// One user's imported scenarios; nobody else's are ever found.
public struct TimelineScenarioQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func all() async throws -> [TimelineScenarioRecord] {
        try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).sort(\.$nameEn).all()
    }

    public func find(named: String) async throws -> TimelineScenarioRecord? {
        try await TimelineScenarioRecord.query(on: db).filter(\.$userID == userID).filter(\.$named == named).first()
    }

    /// `StoreError.duplicate("named")` when the user already has a scenario of that name.
    public func create(_ scenario: Scenario, at time: Date) async throws -> TimelineScenarioRecord {
        if try await find(named: scenario.named) != nil { throw StoreError.duplicate(field: "named") }
        let record = try TimelineScenarioRecord(userID: userID, scenario: scenario, createdAt: time)
        do {
            try await record.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw StoreError.duplicate(field: "named")
        }
        return record
    }

    public func delete(_ record: TimelineScenarioRecord) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        try await record.delete(on: db)
    }
}
