import Foundation
import Vapor

/// One server per SQLite file. The answer cache, the queue that gathers writes into one commit and the
/// claims of due reminders live in the serving process, so a second `daybook serve` on the same file
/// would answer from a cache the first one's writes do not reach and fire reminders twice. While it
/// runs, the server holds an exclusive `flock` on a file beside the database (`daybook.sqlite.lock`);
/// a second one finds it held and stops, naming the file. The lock ends with the process, however the
/// process ends (a crash, SIGKILL). Commands that run beside a server (`daybook import`, `daybook user`)
/// take none: they write through SQLite's own locking and their changes reach the server through the
/// database. PostgreSQL needs no such lock: several servers sharing one database is how it scales.
final class SQLiteServeLock: Sendable {
    let lockPath: String
    private let descriptor: Int32

    private init(lockPath: String, descriptor: Int32) {
        self.lockPath = lockPath
        self.descriptor = descriptor
    }

    /// Holds the lock of the SQLite file at `path`, or throws when another server holds it.
    static func claim(databaseAt path: String) throws -> SQLiteServeLock {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let lockPath = absolute + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ConfigurationError("cannot open \(lockPath), the lock that keeps a second server off the SQLite file \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            if reason == EWOULDBLOCK {
                throw ConfigurationError("""
                    another Daybook server is serving the SQLite file \(path) (it holds \(lockPath)). \
                    One server per SQLite file: stop that one first, or use PostgreSQL (DAYBOOK_DATABASE_URL=postgres://…) to run several.
                    """)
            }
            throw ConfigurationError("cannot lock \(lockPath): \(String(cString: strerror(reason)))")
        }
        return SQLiteServeLock(lockPath: lockPath, descriptor: descriptor)
    }

    func release() {
        close(descriptor)
    }
}

extension Application {
    /// Before `serve` touches a SQLite file: the file's lock, held until the application shuts down
    /// (`SQLiteServeLock`). Nothing for PostgreSQL or an in-memory database.
    public func claimDatabaseForServing() throws {
        guard case .sqliteFile(let path) = daybook.config.database else { return }
        storage.set(ServeLockKey.self, to: try SQLiteServeLock.claim(databaseAt: path), onShutdown: { $0.release() })
    }

    private struct ServeLockKey: StorageKey {
        typealias Value = SQLiteServeLock
    }
}
