import FluentKit
import Foundation
import SQLKit

/// One user's webhook setting and outbox.
public struct WebhookQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func webhook() async throws -> WebhookRecord? {
        try await WebhookRecord.query(on: db).filter(\.$userID == userID).first()
    }

    /// Sets the one webhook of the user, replacing any earlier one.
    public func replace(url: String, secret: String, at time: Date) async throws -> WebhookRecord {
        try await db.transaction { tx in
            try await WebhookRecord.query(on: tx).filter(\.$userID == userID).delete()
            let record = WebhookRecord(userID: userID, url: url, secret: secret, createdAt: time)
            try await record.create(on: tx)
            return record
        }
    }

    /// True when there was one. Deliveries not yet sent are dropped with it.
    public func delete() async throws -> Bool {
        guard let record = try await webhook() else { return false }
        try await db.transaction { tx in
            try await record.delete(on: tx)
            try await WebhookDeliveryRecord.query(on: tx).filter(\.$userID == userID).filter(\.$deliveredAt == nil).delete()
        }
        return true
    }

    /// Queues a POST (inside the caller's transaction) when the user has a webhook.
    @discardableResult
    public func enqueue(payload: String, at time: Date) async throws -> WebhookDeliveryRecord? {
        guard try await webhook() != nil else { return nil }
        let record = WebhookDeliveryRecord(userID: userID, payload: payload, createdAt: time)
        try await record.create(on: db)
        return record
    }

    public func deliveries() async throws -> [WebhookDeliveryRecord] {
        try await WebhookDeliveryRecord.query(on: db).filter(\.$userID == userID).sort(\.$createdAt).all()
    }

    // MARK: The worker's side, across users

    /// Deliveries whose attempt is due, claimed like reminders (`FOR UPDATE SKIP LOCKED` on PostgreSQL).
    public static func claimDue(at now: Date, limit: Int, on tx: any Database) async throws -> [WebhookDeliveryRecord] {
        if let sql = tx as? any SQLDatabase, sql.dialect.name == "postgresql" {
            struct Row: Decodable { var id: UUID }
            let ids = try await sql.raw("""
                SELECT id FROM \(ident: WebhookDeliveryRecord.schema)
                WHERE next_attempt_at <= \(bind: now)
                ORDER BY next_attempt_at LIMIT \(bind: limit)
                FOR UPDATE SKIP LOCKED
                """).all(decoding: Row.self).map(\.id)
            guard !ids.isEmpty else { return [] }
            return try await WebhookDeliveryRecord.query(on: tx).filter(\.$id ~~ ids).all()
        }
        return try await WebhookDeliveryRecord.query(on: tx).filter(\.$nextAttemptAt <= now)
            .sort(\.$nextAttemptAt).limit(limit).all()
    }

    /// Leases a claimed delivery (inside the claiming transaction): counts the attempt and moves its
    /// next attempt to `until`, so no other instance sends it meanwhile and a crash mid-send retries it.
    public static func lease(_ delivery: WebhookDeliveryRecord, until: Date, on tx: any Database) async throws {
        delivery.attempts += 1
        delivery.nextAttemptAt = until
        try await delivery.update(on: tx)
    }

    public static func delivery(_ id: UUID, on db: any Database) async throws -> WebhookDeliveryRecord? {
        try await WebhookDeliveryRecord.find(id, on: db)
    }

    /// What came of an attempt: `deliveredAt` when it arrived, else why not (`lastError`) and when to
    /// try again, nil when never.
    public static func settle(_ delivery: WebhookDeliveryRecord, deliveredAt: Date?, lastError: String?, nextAttemptAt: Date?,
                              on db: any Database) async throws {
        delivery.deliveredAt = deliveredAt
        delivery.lastError = lastError
        delivery.nextAttemptAt = nextAttemptAt
        try await delivery.update(on: db)
    }

    public static func drop(_ delivery: WebhookDeliveryRecord, on db: any Database) async throws {
        try await delivery.delete(on: db)
    }

    public static func earliestAttempt(on db: any Database) async throws -> Date? {
        try await WebhookDeliveryRecord.query(on: db).filter(\.$nextAttemptAt != nil).sort(\.$nextAttemptAt).first()?.nextAttemptAt
    }

    public static func webhook(of userID: UUID, on db: any Database) async throws -> WebhookRecord? {
        try await WebhookRecord.query(on: db).filter(\.$userID == userID).first()
    }
}
