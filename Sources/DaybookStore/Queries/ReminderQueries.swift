import DaybookCore
import FluentKit
import Foundation
import SQLKit

/// One user's reminders.
public struct ReminderQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// By time of day, as an alarm clock lists them.
    public func list() async throws -> [ReminderRecord] {
        try await ReminderRecord.query(on: db).filter(\.$userID == userID).sort(\.$time).sort(\.$kind).sort(\.$id).all()
    }

    public func find(_ id: UUID) async throws -> ReminderRecord? {
        try await ReminderRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    /// How many of this kind the user has, leaving out `excluding` (the one being changed).
    public func count(of kind: ReminderKind, excluding: UUID? = nil) async throws -> Int {
        var query = ReminderRecord.query(on: db).filter(\.$userID == userID).filter(\.$kind == kind.rawValue)
        if let excluding { query = query.filter(\.$id != excluding) }
        return try await query.count()
    }

    public func create(_ reminder: Reminder, nextFireAt: Date?, at time: Date) async throws -> ReminderRecord {
        let record = ReminderRecord(userID: userID, reminder: reminder, at: time)
        record.nextFireAt = nextFireAt
        try await record.create(on: db)
        return record
    }

    public func update(_ record: ReminderRecord, to reminder: Reminder, nextFireAt: Date?, at time: Date) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        record.apply(reminder, at: time)
        record.nextFireAt = nextFireAt
        try await record.update(on: db)
    }

    public func setNextFire(_ record: ReminderRecord, to next: Date?) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        record.nextFireAt = next
        try await record.update(on: db)
    }

    /// Serialises the user's reminder changes until the surrounding transaction ends, so two requests
    /// at once can't both pass a kind's limit: a no-op write to the account's row takes its row lock on
    /// PostgreSQL and the write lock on SQLite. Call first thing inside a transaction.
    public func lockForChange() async throws {
        guard let sql = db as? any SQLDatabase else { return }
        try await sql.raw("UPDATE \(ident: UserRecord.schema) SET email = email WHERE id = \(bind: userID)").run()
    }

    public func delete(_ record: ReminderRecord) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        try await record.delete(on: db)
    }
}
