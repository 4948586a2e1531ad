import FluentKit
import Foundation
import SQLKit

/// The scheduler's queries, across all users (the scheduler serves them all): whose reminders are
/// due, claim one person's due reminders, find the earliest next fire.
public enum ReminderClaims {
    /// Whose reminders are due at `now` (enabled, `next_fire_at <= now`), the longest overdue first.
    /// A plain read: the scheduler then fires each person's in a transaction of their own.
    public static func dueOwners(at now: Date, limit: Int, on db: any Database) async throws -> [UUID] {
        guard let sql = db as? any SQLDatabase else { throw StoreError.badConfiguration("reminders need an SQL database") }
        struct Row: Decodable {
            var userID: UUID
            enum CodingKeys: String, CodingKey { case userID = "user_id" }
        }
        return try await sql.raw("""
            SELECT user_id FROM \(ident: ReminderRecord.schema)
            WHERE enabled AND next_fire_at <= \(bind: now)
            GROUP BY user_id ORDER BY MIN(next_fire_at) LIMIT \(bind: limit)
            """).all(decoding: Row.self).map(\.userID)
    }

    /// One person's due reminders, earliest first, locked for the caller's transaction. On PostgreSQL
    /// the rows are claimed with `FOR UPDATE SKIP LOCKED`, so a second instance firing the same
    /// person's reminders takes none of these; SQLite has one writer, whose transaction is the lock.
    /// Call inside a transaction that also advances `next_fire_at`.
    public static func claimDue(of userID: UUID, at now: Date, limit: Int, on tx: any Database) async throws -> [ReminderRecord] {
        if let sql = tx as? any SQLDatabase, sql.dialect.name == "postgresql" {
            struct Row: Decodable { var id: UUID }
            let ids = try await sql.raw("""
                SELECT id FROM \(ident: ReminderRecord.schema)
                WHERE user_id = \(bind: userID) AND enabled AND next_fire_at <= \(bind: now)
                ORDER BY next_fire_at LIMIT \(bind: limit)
                FOR UPDATE SKIP LOCKED
                """).all(decoding: Row.self).map(\.id)
            guard !ids.isEmpty else { return [] }
            return try await ReminderRecord.query(on: tx).filter(\.$id ~~ ids).sort(\.$nextFireAt).all()
        }
        return try await ReminderRecord.query(on: tx).filter(\.$userID == userID).filter(\.$enabled == true)
            .filter(\.$nextFireAt <= now).sort(\.$nextFireAt).limit(limit).all()
    }

    /// When the next reminder of anybody falls due, for the scheduler's wake-up.
    public static func earliestNextFire(on db: any Database) async throws -> Date? {
        try await ReminderRecord.query(on: db).filter(\.$enabled == true).filter(\.$nextFireAt != nil)
            .sort(\.$nextFireAt).first()?.nextFireAt
    }

    /// Advances a claimed reminder (inside the claiming transaction).
    public static func advance(_ record: ReminderRecord, firedAt: Date?, next: Date?, on tx: any Database) async throws {
        if let firedAt { record.lastFiredAt = firedAt }
        record.nextFireAt = next
        try await record.update(on: tx)
    }
}
