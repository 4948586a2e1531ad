import Crypto
import Foundation

/// Idempotency keys: a write a person sends again with the same key within a day gets the first
/// answer again and changes nothing more, whichever server instance it reaches.
///
/// The key's record is taken before the write runs; the unique index on person and key lets exactly
/// one of simultaneous sends take it, and the others wait for its answer. The record keeps the answer
/// once the write is done; a write that failed gives the key back, so that a retry runs. Answers may
/// carry a secret shown once (a new token, a two-factor setup): they are sealed under a key derived
/// from the server's, and what a write asked for is kept as an HMAC, so a copy of the table reveals
/// neither.
public struct IdempotencyKeys: Sendable {
    /// How long a key's first answer is given again; after that the key is new.
    public static let lifetime: TimeInterval = 24 * 60 * 60
    /// A write still under way after this long was lost with its server (a crash): no request runs
    /// longer, as the server closes a connection idle for as long. Its key is free again.
    public static let abandonedAfter: TimeInterval = 16 * 60
    /// The largest answer body kept; of a larger answer only the status is remembered.
    public static let largestKeptBody = 256 * 1024
    /// The most expired records one purge removes, so that it never holds the writer for long.
    public static let purgeBatch = 500

    let context: UseCaseContext
    let answers: SecretSeal
    let fingerprints: SymmetricKey

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        answers = seal.derived(for: "daybook idempotency answers")
        fingerprints = seal.derivedKey(for: "daybook idempotency fingerprints")
    }

    /// Takes the key for `write`, or finds what an earlier write with it came to. While the first
    /// write with the key is still under way, waits up to `wait` for its answer.
    public func start(_ write: KeyedWrite, waitingAtMost wait: Duration) async throws -> KeyedWriteStart {
        let fingerprint = write.fingerprint(using: fingerprints)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: wait)
        var pause = Duration.milliseconds(10)
        while true {
            let found = try await attempt(write, fingerprint: fingerprint)
            guard found == .inProgress, clock.now < deadline else { return found }
            // The first write's answer is polled for: it may be made by another instance.
            try await Task.sleep(for: min(pause, deadline - clock.now))
            pause = min(pause * 2, .milliseconds(200))
        }
    }

    /// Keeps the answer of the write that holds `ticket`; a body over `largestKeptBody` is not kept.
    public func finish(_ ticket: KeyedWriteTicket, with answer: RecordedAnswer) async throws {
        let headers = String(decoding: try JSONEncoder().encode(answer.headers), as: UTF8.self)
        let body = answer.body.count <= Self.largestKeptBody ? try answers.sealed(answer.body) : nil
        try await complete(ticket, status: answer.status, headers: headers, body: body)
    }

    /// Keeps only the status of the write that holds `ticket`: its answer could not be kept (it was
    /// streamed, or too large). A repeat is told that it was done, and changes nothing.
    public func finishWithoutAnswer(_ ticket: KeyedWriteTicket, status: Int) async throws {
        try await complete(ticket, status: status, headers: "[]", body: nil)
    }

    /// Gives the key back after the write failed: a retry with it runs anew.
    public func release(_ ticket: KeyedWriteTicket) async throws {
        try await context.commitBookkeeping { db in
            try await db.idempotencyKeys(of: ticket.userID).delete(id: ticket.recordID)
        }
    }

    /// Removes up to `purgeBatch` records older than `lifetime`; returns how many went (a full batch:
    /// more are waiting).
    public func purgeExpired() async throws -> Int {
        let cutoff = context.now().addingTimeInterval(-Self.lifetime)
        return try await context.commitBookkeeping { db in
            try await db.purgeIdempotencyKeys(createdBefore: cutoff, limit: Self.purgeBatch)
        }
    }

    private func complete(_ ticket: KeyedWriteTicket, status: Int, headers: String, body: Data?) async throws {
        let now = context.now()
        try await context.commitBookkeeping { db in
            try await db.idempotencyKeys(of: ticket.userID)
                .complete(id: ticket.recordID, status: status, headers: headers, body: body, at: now)
        }
    }

    /// One look at the key: take it when free, or say what its record holds.
    private func attempt(_ write: KeyedWrite, fingerprint: String) async throws -> KeyedWriteStart {
        let queries = context.db.idempotencyKeys(of: write.userID)
        // A record that expires, or is given back, between the look and the taking: look again.
        for _ in 0..<3 {
            let now = context.now()
            if let record = try await queries.find(key: write.key) {
                if Self.isStale(record, at: now) {
                    let id = record.id
                    try await context.commitBookkeeping { db in
                        try await db.idempotencyKeys(of: write.userID).delete(id: id)
                    }
                    continue
                }
                guard record.fingerprint == fingerprint else { return .usedForAnotherWrite }
                guard let status = record.status else { return .inProgress }
                guard let sealed = record.body, let answer = try? openAnswer(status: status, headers: record.headers, sealed: sealed) else {
                    return .answerNotKept(status: status)
                }
                return .repeated(answer)
            }
            let id = UUID()
            do {
                try await context.commitBookkeeping { db in
                    try await db.idempotencyKeys(of: write.userID)
                        .insertPending(id: id, key: write.key, fingerprint: fingerprint, at: now)
                }
                return .first(KeyedWriteTicket(recordID: id, userID: write.userID))
            } catch UseCaseError.duplicate {
                // Another send of the key took it first.
                continue
            }
        }
        return .inProgress
    }

    private func openAnswer(status: Int, headers: String?, sealed: Data) throws -> RecordedAnswer {
        let headers = try JSONDecoder().decode([RecordedAnswer.Header].self, from: Data((headers ?? "[]").utf8))
        return RecordedAnswer(status: status, headers: headers, body: try answers.opened(sealed))
    }

    /// Expired, or still under way long after any request would have ended.
    private static func isStale(_ record: StoredIdempotencyKey, at now: Date) -> Bool {
        let age = now.timeIntervalSince(record.createdAt)
        return age >= lifetime || (record.completedAt == nil && age >= abandonedAfter)
    }
}
