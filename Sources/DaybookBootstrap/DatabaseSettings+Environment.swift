import DaybookServer
import DaybookStore

extension DatabaseSettings {
    /// Where the data lives, from the environment: `DAYBOOK_DATABASE_URL` (unset: `daybook.sqlite`
    /// here; `sqlite:/path`; `postgres://…`), `DAYBOOK_DATABASE_SCHEMA` (PostgreSQL: the schema of every
    /// table; default the server's search path) and `DAYBOOK_SQLITE_SYNCHRONOUS` (`normal`, the
    /// default, or `full`; see `SQLiteSynchronous`).
    public static func fromEnvironment(_ environment: [String: String]) throws -> DatabaseSettings {
        var settings = DatabaseSettings(location: try DatabaseLocation(url: environment["DAYBOOK_DATABASE_URL"]),
                                        schema: environment["DAYBOOK_DATABASE_SCHEMA"].flatMap { $0.isEmpty ? nil : $0 })
        if let text = environment["DAYBOOK_SQLITE_SYNCHRONOUS"], !text.isEmpty {
            guard let synchronous = SQLiteSynchronous(rawValue: text.lowercased()) else {
                throw ConfigurationError("DAYBOOK_SQLITE_SYNCHRONOUS must be normal or full (got \(text.prefix(12)))")
            }
            settings.sqliteSynchronous = synchronous
        }
        return settings
    }
}
