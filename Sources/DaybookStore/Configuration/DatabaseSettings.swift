import NIOCore

/// Everything needed to open Daybook's database.
public struct DatabaseSettings: Sendable {
    public var location: DatabaseLocation
    /// PostgreSQL only: the schema that holds every table, created when missing.
    public var schema: String?
    /// PostgreSQL connections per event loop.
    public var connectionsPerEventLoop: Int
    public var sqliteSynchronous: SQLiteSynchronous
    /// PostgreSQL only: how long a query may wait for a free connection before it fails.
    public var poolTimeout: TimeAmount = .seconds(10)

    public init(location: DatabaseLocation, schema: String? = nil, connectionsPerEventLoop: Int = 4,
                sqliteSynchronous: SQLiteSynchronous = .normal) {
        self.location = location
        self.schema = schema
        self.connectionsPerEventLoop = connectionsPerEventLoop
        self.sqliteSynchronous = sqliteSynchronous
    }
}
