import DaybookStore

/// All of Daybook's settings, read once from the environment at start-up and passed down.
/// Nothing else reads the environment.
public struct AppConfig: Sendable {
    /// `DAYBOOK_DATABASE_URL`: unset → `daybook.sqlite` here; `sqlite:/path`; `postgres://…`.
    public var database: DatabaseLocation
    /// `DAYBOOK_DATABASE_SCHEMA`: PostgreSQL schema for all tables (default: the server's search path).
    public var databaseSchema: String?
    /// `DAYBOOK_SECURE_COOKIES`: `true` behind TLS, so session cookies are only sent over HTTPS.
    public var secureCookies: Bool
    /// `DAYBOOK_PUBLIC_URL`: how clients reach this server (e.g. `https://daybook.example.org`), for
    /// links such as the calendar feed. Unset: taken from each request's Host header.
    public var publicURL: String?
    /// Failed log-ins allowed per account and per IP address inside `loginThrottleWindow`.
    public var loginFailureLimit: Int = 10
    public var loginThrottleWindow: Double = 15 * 60
    /// PostgreSQL connections per event loop (one loop per core).
    public var databaseConnectionsPerEventLoop: Int = 4
    /// `DAYBOOK_SQLITE_SYNCHRONOUS`: `normal` (default) or `full`; see `SQLiteSynchronous`.
    public var sqliteSynchronous: SQLiteSynchronous = .normal
    /// bcrypt work factor; 12 in production. Tests lower it to stay fast (the algorithm is the same).
    public var bcryptCost: Int = 12

    public init(database: DatabaseLocation, databaseSchema: String? = nil, secureCookies: Bool = false) {
        self.database = database
        self.databaseSchema = databaseSchema
        self.secureCookies = secureCookies
    }

    public static func fromEnvironment(_ environment: [String: String]) throws -> AppConfig {
        let database = try DatabaseLocation(url: environment["DAYBOOK_DATABASE_URL"])
        let schema = environment["DAYBOOK_DATABASE_SCHEMA"].flatMap { $0.isEmpty ? nil : $0 }
        let secure = ["1", "true", "yes"].contains(environment["DAYBOOK_SECURE_COOKIES"]?.lowercased() ?? "")
        var config = AppConfig(database: database, databaseSchema: schema, secureCookies: secure)
        if let text = environment["DAYBOOK_SQLITE_SYNCHRONOUS"], !text.isEmpty {
            guard let synchronous = SQLiteSynchronous(rawValue: text.lowercased()) else {
                throw StoreError.badConfiguration("DAYBOOK_SQLITE_SYNCHRONOUS must be normal or full (got \(text.prefix(12)))")
            }
            config.sqliteSynchronous = synchronous
        }
        config.publicURL = environment["DAYBOOK_PUBLIC_URL"].flatMap { $0.isEmpty ? nil : String($0.trimmingSuffix("/")) }
        return config
    }
}

private extension String {
    func trimmingSuffix(_ suffix: Character) -> Substring {
        var text = Substring(self)
        while text.last == suffix { text = text.dropLast() }
        return text
    }
}
