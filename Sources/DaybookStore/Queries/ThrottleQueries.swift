import FluentKit
import Foundation
import SQLKit

/// Counts one throttle's events per subject (an email or an IP address) inside a sliding window.
/// An event exactly one window old has left it: Retry-After seconds later the door is open.
public struct ThrottleQueries: Sendable {
    let db: any Database
    let kind: String

    public init(_ db: any Database, kind: String) {
        self.db = db
        self.kind = kind
    }

    private func events(for subject: String, since: Date) -> QueryBuilder<ThrottleEventRecord> {
        ThrottleEventRecord.query(on: db)
            .filter(\.$kind == kind).filter(\.$subject == Self.storable(subject)).filter(\.$occurredAt > since)
    }

    /// A subject as it is kept: PostgreSQL's text holds no NUL character, and a made-up email may carry
    /// one (the API fuzzer sent one to the log-in: a 500 before); it stands as U+FFFD instead.
    static func storable(_ subject: String) -> String {
        subject.contains("\u{0}") ? subject.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : subject
    }

    public func count(for subject: String, since: Date) async throws -> Int {
        try await events(for: subject, since: since).count()
    }

    /// The oldest event still inside the window: the window reopens when it ages out.
    public func oldest(for subject: String, since: Date) async throws -> Date? {
        try await events(for: subject, since: since).sort(\.$occurredAt).first()?.occurredAt
    }

    public func record(subjects: [String], at date: Date) async throws {
        for subject in subjects {
            try await ThrottleEventRecord(kind: kind, subject: Self.storable(subject), occurredAt: date).create(on: db)
        }
    }

    /// What `reserve` found: the attempt is counted (its rows, to forgive it later), or a subject
    /// has used up its attempts and nothing was counted.
    public enum Reservation: Sendable, Equatable {
        case counted([UUID])
        /// The window reopens this many seconds from now.
        case refused(retryAfter: Int)
    }

    /// Counts an attempt for every subject, unless one of them has used up `limit` attempts in the
    /// window ending at `now`: checking and counting happen in one transaction that holds each
    /// subject's lock, so a burst of simultaneous attempts gets exactly `limit` through, no more.
    /// The lock: PostgreSQL's transaction advisory lock per subject; on SQLite the insert, the
    /// transaction's first statement, takes the database's one write lock.
    public func reserve(_ subjects: [String], limit: Int, window: TimeInterval, now: Date) async throws -> Reservation {
        let subjects = subjects.map(Self.storable)
        // Whole seconds: every database stores them exactly, so Retry-After comes out exact too.
        let now = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        let windowStart = now.addingTimeInterval(-window)
        let kind = kind
        do {
            return try await db.transaction { tx in
                let scoped = ThrottleQueries(tx, kind: kind)
                if let sql = tx as? any SQLDatabase, sql.dialect.name == "postgresql" {
                    for subject in Set(subjects).sorted() {
                        try await sql.raw("SELECT pg_advisory_xact_lock(hashtext(\(bind: kind + "|" + subject)))").run()
                    }
                }
                var ids: [UUID] = []
                for subject in subjects {
                    let event = ThrottleEventRecord(kind: kind, subject: subject, occurredAt: now)
                    try await event.create(on: tx)
                    if let id = event.id { ids.append(id) }
                }
                for subject in subjects where try await scoped.count(for: subject, since: windowStart) > limit {
                    let oldest = try await scoped.oldest(for: subject, since: windowStart) ?? now
                    let remaining = oldest.addingTimeInterval(window).timeIntervalSince(now)
                    throw Refusal(retryAfter: max(1, min(Int(window.rounded(.up)), Int(remaining.rounded(.up)))))
                }
                try await scoped.prune(before: windowStart)
                return .counted(ids)
            }
        } catch let refusal as Refusal {
            return .refused(retryAfter: refusal.retryAfter)
        }
    }

    /// Takes back attempts `reserve` counted (a log-in that succeeded is no failure).
    public func forgive(_ ids: [UUID]) async throws {
        guard !ids.isEmpty else { return }
        try await ThrottleEventRecord.query(on: db).filter(\.$id ~~ ids).delete()
    }

    private struct Refusal: Error {
        let retryAfter: Int
    }

    public func clear(subject: String) async throws {
        try await ThrottleEventRecord.query(on: db).filter(\.$kind == kind).filter(\.$subject == Self.storable(subject)).delete()
    }

    /// Drops this throttle's events older than its window so the table stays small.
    public func prune(before date: Date) async throws {
        try await ThrottleEventRecord.query(on: db).filter(\.$kind == kind).filter(\.$occurredAt < date).delete()
    }
}
