import Foundation

/// One kind of attempts (log-ins, sign-ups …) counted per subject inside a sliding window.
public protocol AttemptRows: Sendable {
    func count(for subject: String, since: Date) async throws -> Int
    /// Counts an attempt for every subject unless one has `limit` in the window already.
    func reserve(_ subjects: [String], limit: Int, window: TimeInterval, now: Date) async throws -> AttemptLedger.Reservation
    func forgive(_ ids: [UUID]) async throws
    func clear(subject: String) async throws
}
