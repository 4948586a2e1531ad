import DaybookApp
import Foundation
import NIOConcurrencyHelpers
import Vapor

/// Web sessions in the database, so any instance serves any session. The cookie carries a random
/// 256-bit key; the table keeps its SHA-256, so a leaked copy of it opens no session. A session
/// lives 30 days from its last change; expired ones are pruned now and then. A session with no
/// values is never stored: a visitor who only looks at the log-in page leaves no row behind.
struct HashedSessionDriver: AsyncSessionDriver {
    static let lifetime: TimeInterval = 30 * 24 * 60 * 60
    static let pruneEvery: TimeInterval = 10 * 60

    let clock: AppClock
    private let lastPrune = NIOLockedValueBox(Date.distantPast)

    init(clock: AppClock) {
        self.clock = clock
    }

    func createSession(_ data: SessionData, for request: Request) async throws -> SessionID {
        let key = TokenDigest.newToken()
        guard !data.snapshot.isEmpty else { return SessionID(string: key) }
        let now = clock.now()
        try await WebSessions(request.useCases).create(digest: TokenDigest.hash(key), values: try Self.encode(data),
                                                       expiresAt: now.addingTimeInterval(Self.lifetime))
        try await pruneIfDue(request, now: now)
        return SessionID(string: key)
    }

    func readSession(_ sessionID: SessionID, for request: Request) async throws -> SessionData? {
        guard let values = try await WebSessions(request.useCases).values(digest: TokenDigest.hash(sessionID.string)) else {
            return nil
        }
        return SessionData(initialData: (try? JSONDecoder().decode([String: String].self, from: Data(values.utf8))) ?? [:])
    }

    /// A session whose row went away meanwhile (a log-out or a password change in another tab) stays
    /// gone: writing it back would undo that log-out.
    func updateSession(_ sessionID: SessionID, to data: SessionData, for request: Request) async throws -> SessionID {
        try await WebSessions(request.useCases).update(digest: TokenDigest.hash(sessionID.string), values: try Self.encode(data),
                                                       expiresAt: clock.now().addingTimeInterval(Self.lifetime))
        return sessionID
    }

    func deleteSession(_ sessionID: SessionID, for request: Request) async throws {
        try await WebSessions(request.useCases).delete(digest: TokenDigest.hash(sessionID.string))
    }

    private func pruneIfDue(_ request: Request, now: Date) async throws {
        let due = lastPrune.withLockedValue { last in
            guard now.timeIntervalSince(last) >= Self.pruneEvery else { return false }
            last = now
            return true
        }
        if due { try await WebSessions(request.useCases).prune() }
    }

    private static func encode(_ data: SessionData) throws -> String {
        // Keys in order: the same values are the same text, so an unchanged session is seen as one.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(data.snapshot), as: UTF8.self)
    }
}
