import FluentKit
import SQLKit

/// The one writer of a SQLite database in this process: writes run one at a time, in the order asked.
/// Transactions that wait together run as one (`together`): each in a savepoint, one commit for all,
/// every caller answered once the commit is known.
actor WriterQueue {
    /// The most writes one commit holds: a burst is answered in slices, not all at its end.
    static let batchLimit = 64

    /// A write waiting for the shared transaction.
    struct Write: Sendable {
        /// Runs the write inside the transaction and says how to answer its caller once the commit is known.
        var run: @Sendable (any Database) async -> Answer
        /// Answers a caller whose write never ran: the transaction failed before it.
        var fail: @Sendable (any Error) -> Void
    }

    /// How to answer one caller once the commit is known.
    struct Answer: Sendable {
        /// False when the write threw: it was rolled back to its savepoint, and its caller gets its own error.
        var written: Bool
        /// Called with the commit's failure, or nil when it committed.
        var send: @Sendable ((any Error)?) -> Void
    }

    private enum Job {
        case alone(@Sendable () async -> Void)
        case together(any Database, Write)
    }

    private var pending: [Job] = []
    private var draining = false

    func alone<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            enqueue(.alone {
                do { continuation.resume(returning: try await work()) } catch { continuation.resume(throwing: error) }
            })
        }
    }

    func together<T: Sendable>(_ db: any Database, _ work: @escaping @Sendable (any Database) async throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let write = Write(run: { tx in
                do {
                    let value = try await work(tx)
                    return Answer(written: true) { failure in
                        if let failure { continuation.resume(throwing: failure) } else { continuation.resume(returning: value) }
                    }
                } catch {
                    return Answer(written: false) { _ in continuation.resume(throwing: error) }
                }
            }, fail: { continuation.resume(throwing: $0) })
            enqueue(.together(db, write))
        }
    }

    private func enqueue(_ job: Job) {
        pending.append(job)
        guard !draining else { return }
        draining = true
        Task { await drain() }
    }

    private func drain() async {
        while let next = takeNext() {
            switch next {
            case .alone(let work): await work()
            case .together(let db, let writes): await Self.run(writes, on: db)
            }
        }
        draining = false
    }

    private enum Next {
        case alone(@Sendable () async -> Void)
        case together(any Database, [Write])
    }

    /// The next job alone, or the shared transactions waiting in a row (up to the limit).
    private func takeNext() -> Next? {
        guard let first = pending.first else { return nil }
        if case .alone(let work) = first {
            pending.removeFirst()
            return .alone(work)
        }
        var writes: [Write] = []
        var database: (any Database)?
        while writes.count < Self.batchLimit, let job = pending.first, case .together(let db, let write) = job {
            database = database ?? db
            writes.append(write)
            pending.removeFirst()
        }
        return database.map { .together($0, writes) }
    }

    /// One transaction, a savepoint per write: a write that throws is rolled back to its savepoint and
    /// answered with its own error; the others are answered once the commit is known.
    private static func run(_ writes: [Write], on db: any Database) async {
        let answers = Answers()
        do {
            try await db.transaction { tx in
                guard let sql = tx as? any SQLDatabase else { throw StoreError.badConfiguration("the writer needs an SQL database") }
                for write in writes {
                    try await sql.raw("SAVEPOINT write").run()
                    let answer = await write.run(tx)
                    answers.list.append(answer)
                    if !answer.written { try await sql.raw("ROLLBACK TO write").run() }
                    try await sql.raw("RELEASE write").run()
                }
            }
        } catch {
            // Nothing of the transaction stayed: the writes that went well failed with it.
            for answer in answers.list { answer.send(error) }
            for write in writes.dropFirst(answers.list.count) { write.fail(error) }
            return
        }
        for answer in answers.list { answer.send(nil) }
    }

    /// The answers of one transaction's writes, filled in order by the one task running it.
    private final class Answers: @unchecked Sendable {
        var list: [Answer] = []
    }
}
