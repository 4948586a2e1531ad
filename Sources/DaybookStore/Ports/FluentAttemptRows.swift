import DaybookApp
import Foundation

struct FluentAttemptRows: AttemptRows {
    let queries: ThrottleQueries

    func count(for subject: String, since: Date) async throws -> Int {
        try await queries.count(for: subject, since: since)
    }

    func reserve(_ subjects: [String], limit: Int, window: TimeInterval, now: Date) async throws -> AttemptLedger.Reservation {
        switch try await queries.reserve(subjects, limit: limit, window: window, now: now) {
        case .counted(let ids): .counted(ids)
        case .refused(let seconds): .refused(retryAfter: seconds)
        }
    }

    func forgive(_ ids: [UUID]) async throws {
        try await queries.forgive(ids)
    }

    func clear(subject: String) async throws {
        try await queries.clear(subject: subject)
    }
}
