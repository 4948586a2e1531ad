/// `DAYBOOK_SQLITE_SYNCHRONOUS`: whether each SQLite commit waits for the disk (SQLite's
/// `synchronous` pragma; https://sqlite.org/pragma.html#pragma_synchronous).
public enum SQLiteSynchronous: String, Sendable, CaseIterable {
    /// SQLite's advice for write-ahead logging: a commit is written to the log without waiting for the
    /// disk, which syncs at each checkpoint. A crash of Daybook loses nothing; a power cut or a crash
    /// of the operating system may undo the last commits, and never corrupts the file.
    case normal
    /// Every commit waits for the disk (one fsync, ~7 ms on the benchmark machine): not even a power
    /// cut loses a commit, but one writer manages ~150 commits a second.
    case full
}
