import FluentKit
import Foundation

/// Counts failed log-ins per subject (an email or an IP address) inside a sliding window.
public struct LoginThrottleQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) { self.db = db }

    public func failures(for subject: String, since: Date) async throws -> Int {
        try await LoginFailureRecord.query(on: db)
            .filter(\.$subject == subject).filter(\.$failedAt >= since).count()
    }

    /// The oldest failure still inside the window: the window reopens when it ages out.
    public func oldestFailure(for subject: String, since: Date) async throws -> Date? {
        try await LoginFailureRecord.query(on: db)
            .filter(\.$subject == subject).filter(\.$failedAt >= since)
            .sort(\.$failedAt).first()?.failedAt
    }

    public func record(subjects: [String], at date: Date) async throws {
        for subject in subjects {
            try await LoginFailureRecord(subject: subject, failedAt: date).create(on: db)
        }
    }

    public func clear(subject: String) async throws {
        try await LoginFailureRecord.query(on: db).filter(\.$subject == subject).delete()
    }

    /// Drops failures older than the window so the table stays small.
    public func prune(before date: Date) async throws {
        try await LoginFailureRecord.query(on: db).filter(\.$failedAt < date).delete()
    }
}
