/// How many TCP connections the server holds, and for how long one may say nothing. Every connection is
/// an open file: a process that runs out of them cannot open a database file or a thread's `/proc` entry,
/// and Swift's thread-pool monitor stops the process when it cannot. So the server stops accepting well
/// before the open-file limit, and no one address may hold more than its share.
public struct ConnectionLimits: Sendable, Equatable {
    /// `DAYBOOK_MAX_CONNECTIONS`: connections at once; nil for the open-file limit less a reserve.
    public var total: Int?
    /// `DAYBOOK_MAX_CONNECTIONS_PER_ADDRESS`: connections one client address holds at once (trusted
    /// proxies, which speak for many clients, are exempt).
    public var perAddress = 256
    /// A connection that sends no byte this long after it opened is closed.
    public var firstByteWithin: Duration = .seconds(15)

    public init() {}

    /// Open files kept for everything but connections: database files, a PostgreSQL pool, the event loops,
    /// an import's temporary file, templates read from disk.
    static func reserve(forOpenFileLimit limit: Int) -> Int {
        max(256, limit / 16)
    }

    /// The connections the server holds at most, under an open-file limit of `openFiles`.
    func cap(openFiles: Int?) -> Int {
        let byFiles = openFiles.map { max(16, $0 - Self.reserve(forOpenFileLimit: $0)) } ?? Int.max
        return min(total ?? Int.max, byFiles)
    }
}
