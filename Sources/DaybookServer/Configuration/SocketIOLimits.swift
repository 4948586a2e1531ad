/// The rules of the Engine.IO sessions Nightscout clients open (`/socket.io/`): Nightscout 15's
/// heartbeat and payload size (socket.io 4's defaults), and how many sessions this instance keeps.
public struct SocketIOLimits: Sendable, Equatable {
    /// Between the server's pings.
    public var pingInterval: Duration = .seconds(25)
    /// How long the server waits for a pong before it gives the session up.
    public var pingTimeout: Duration = .seconds(20)
    /// The largest polling body or websocket frame a client may send, in bytes.
    public var maxPayload = 1_000_000
    /// Sessions open on this instance at once; a handshake past it is refused (503).
    public var sessions = 4_096
    /// Sessions that have not subscribed yet (shown no credential), at once: fewer than `sessions`, so
    /// that anonymous handshakes never take every place from clients that subscribe.
    public var pendingSessions = 1_024
    /// The same from one client address: a flood from one address never locks out another.
    public var pendingPerAddress = 16
    /// Sockets one person keeps subscribed on this instance; a newer one ends the oldest.
    public var socketsPerAccount = 16
    /// A session that has subscribed nowhere this long after it opened is closed: a session costs
    /// nothing to open, so one that never shows a credential may not stay. Clients subscribe within
    /// a few round trips of their handshake.
    public var subscribeWithin: Duration = .seconds(10)
    /// Packets waiting for a polling client that does not come for them: past this many the session
    /// is closed (the client reconnects and reads what it missed through API v3).
    public var queuedPackets = 1_000

    public init() {}
}
