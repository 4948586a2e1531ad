/// Where Daybook keeps its data, read from `DAYBOOK_DATABASE_URL`:
/// unset → the SQLite file `daybook.sqlite` in the working directory; `sqlite:/abs/path.sqlite` → that file;
/// `sqlite::memory:` → an in-memory database (tests); `postgres://…` → PostgreSQL.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case sqliteFile(path: String)
    case sqliteMemory
    case postgres(url: String)

    public static let defaultFile = "daybook.sqlite"

    public init(url: String?, whenUnset fallback: DatabaseLocation = .sqliteFile(path: defaultFile)) throws(StoreError) {
        guard let url, !url.isEmpty else {
            self = fallback
            return
        }
        if url == "sqlite::memory:" {
            self = .sqliteMemory
        } else if url.hasPrefix("sqlite:") {
            var path = String(url.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            guard !path.isEmpty else { throw StoreError.badConfiguration("DAYBOOK_DATABASE_URL: sqlite: needs a file path") }
            self = .sqliteFile(path: path)
        } else if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
            self = .postgres(url: url)
        } else {
            throw StoreError.badConfiguration(
                "DAYBOOK_DATABASE_URL must start with sqlite: or postgres:// (got \(url.prefix(12))…)")
        }
    }

    public var isPostgres: Bool {
        if case .postgres = self { return true }
        return false
    }

    /// The `postgres://` URL, or nil for SQLite.
    public var postgresURL: String? {
        if case .postgres(let url) = self { return url }
        return nil
    }

    /// Never prints a password.
    public var description: String {
        switch self {
        case .sqliteFile(let path): "SQLite file \(path)"
        case .sqliteMemory: "SQLite in memory"
        case .postgres(let url):
            if let at = url.lastIndex(of: "@") { "PostgreSQL \(url[url.index(after: at)...])" } else { "PostgreSQL \(url)" }
        }
    }
}
