import FluentKit
import Foundation

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
            .filter(\.$kind == kind).filter(\.$subject == subject).filter(\.$occurredAt > since)
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
            try await ThrottleEventRecord(kind: kind, subject: subject, occurredAt: date).create(on: db)
        }
    }

    public func clear(subject: String) async throws {
        try await ThrottleEventRecord.query(on: db).filter(\.$kind == kind).filter(\.$subject == subject).delete()
    }

    /// Drops this throttle's events older than its window so the table stays small.
    public func prune(before date: Date) async throws {
        try await ThrottleEventRecord.query(on: db).filter(\.$kind == kind).filter(\.$occurredAt < date).delete()
    }
}
