import FluentKit
import Foundation
import SQLKit

/// How a transaction that reads and then writes stays safe under concurrent writers, on both engines.
///
/// SQLite has one writer at a time. A transaction that starts by reading holds a snapshot; when it
/// then writes after another connection committed, SQLite refuses at once (`SQLITE_BUSY_SNAPSHOT`,
/// "database is locked") and no busy timeout helps. So such transactions take the write lock first
/// (`lockAccount` as their first statement), and within this process they queue for the one writer
/// instead of contending for it. On PostgreSQL the same first statement takes the account's row lock,
/// which orders one person's changes across instances.
/// One instance per database: the server makes one with its pools, and every use case of it writes
/// through that one.
public final class WriteDiscipline: Sendable {
    private let writer = WriterQueue()
    /// The connection SQLite's transactions run on: one of their own, so that a long one (an import)
    /// keeps no reader waiting for the connection it holds. Nil: the caller's (an in-memory database,
    /// whose every connection of another pool would be another database).
    public let writerDatabase: (@Sendable () -> (any Database)?)?

    public init(writerDatabase: (@Sendable () -> (any Database)?)? = nil) {
        self.writerDatabase = writerDatabase
    }

    /// Runs `work` alone among this database's writes from this process when it is SQLite; at once on PostgreSQL.
    public func serialized<T: Sendable>(_ db: any Database, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        guard Self.isSQLite(db) else { return try await work() }
        return try await writer.alone(work)
    }

    /// Runs `work` in a transaction of its own, as far as anyone can tell: it commits or rolls back
    /// whole, and returns only once committed. On SQLite, writes that queued up while the one writer
    /// was busy share one transaction (group commit), each in a savepoint of its own, so that one
    /// write's failure undoes only that write, and the commit's cost is shared.
    public func transaction<T: Sendable>(_ db: any Database, _ work: @escaping @Sendable (any Database) async throws -> T) async throws -> T {
        guard Self.isSQLite(db) else { return try await db.transaction(work) }
        return try await writer.together(writerDatabase?() ?? db, work)
    }

    /// A write to the account's own row: the write lock (SQLite) or the row lock (PostgreSQL), and the
    /// account's next revision, which commits or rolls back with the rest. Call it first thing inside
    /// the transaction.
    public static func lockAccount(_ userID: UUID, on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase else { return }
        try await sql.raw("UPDATE \(ident: UserRecord.schema) SET revision = COALESCE(revision, 0) + 1 WHERE id = \(bind: userID)").run()
    }

    static func isSQLite(_ db: any Database) -> Bool {
        (db as? any SQLDatabase)?.dialect.name == "sqlite"
    }
}
