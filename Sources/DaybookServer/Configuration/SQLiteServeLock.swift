import Foundation
import Vapor

/// One server per SQLite file. The answer cache, the queue that gathers writes into one commit and the
/// claims of due reminders live in the serving process, so a second `daybook serve` on the same file
/// would answer from a cache the first one's writes do not reach and fire reminders twice. While it
/// runs, the server holds an exclusive `flock` on the database file itself: a lock belongs to the file,
/// not to a name, so a second server finds it held whatever path leads there (a symlink, a relative path,
/// a hard link) and stops, naming the file. The lock ends with the process, however the process ends (a
/// crash, SIGKILL). Commands that run beside a server (`daybook import`, `daybook user`) take none: they
/// write through SQLite's own locking and their changes reach the server through the database.
/// PostgreSQL needs no such lock: several servers sharing one database is how it scales.
///
/// SQLite's own locks are POSIX record locks, which `flock` does not touch; but closing any descriptor
/// of the file would drop them all. So the descriptor stays open as long as the process runs, and
/// releasing the claim only unlocks it.
final class SQLiteServeLock: Sendable {
    let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Holds the lock of the SQLite file at `path` (creating the file when there is none yet), or throws
    /// when another server holds it.
    static func claim(databaseAt path: String) throws -> SQLiteServeLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ConfigurationError("cannot open the SQLite file \(path) to keep a second server off it: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            // Never closed: see above. A refused claim ends the process.
            if reason == EWOULDBLOCK {
                throw ConfigurationError("""
                    another Daybook server is serving the SQLite file \(path) (perhaps under another name: a link to the same file). \
                    One server per SQLite file: stop that one first, or use PostgreSQL (DAYBOOK_DATABASE_URL=postgres://…) to run several.
                    """)
            }
            throw ConfigurationError("cannot lock the SQLite file \(path): \(String(cString: strerror(reason)))")
        }
        return SQLiteServeLock(path: path, descriptor: descriptor)
    }

    /// The file may be served again (by this process or another); its descriptor stays open.
    func release() {
        flock(descriptor, LOCK_UN)
    }
}

extension Application {
    /// Before `serve` touches a SQLite file: the file's lock, held until the application shuts down
    /// (`SQLiteServeLock`). Nothing for PostgreSQL or an in-memory database.
    public func claimDatabaseForServing() throws {
        guard let path = journalDatabase.singleServerFile else { return }
        storage.set(ServeLockKey.self, to: try SQLiteServeLock.claim(databaseAt: path), onShutdown: { $0.release() })
    }

    private struct ServeLockKey: StorageKey {
        typealias Value = SQLiteServeLock
    }
}
