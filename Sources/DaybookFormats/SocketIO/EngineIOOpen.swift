/// The data of the open packet that starts an Engine.IO v4 session (the handshake): the session id,
/// the transports it may upgrade to, and the heartbeat and size rules both sides keep.
public struct EngineIOOpen: Sendable, Equatable, Codable {
    public var sid: String
    /// `["websocket"]` over long-polling, `[]` once on a websocket.
    public var upgrades: [String]
    /// ms between the server's pings.
    public var pingInterval: Int
    /// ms the server waits for the pong before it gives the session up.
    public var pingTimeout: Int
    /// The largest body or frame, in bytes, either side may send.
    public var maxPayload: Int

    public init(sid: String, upgrades: [String], pingInterval: Int, pingTimeout: Int, maxPayload: Int) {
        self.sid = sid
        self.upgrades = upgrades
        self.pingInterval = pingInterval
        self.pingTimeout = pingTimeout
        self.maxPayload = maxPayload
    }

    /// `0{"sid":…,"upgrades":[…],"pingInterval":…,"pingTimeout":…,"maxPayload":…}`, keys in that order.
    public var packet: EngineIOPacket {
        let upgrades = self.upgrades.map { "\"\($0)\"" }.joined(separator: ",")
        return .open("{\"sid\":\"\(sid)\",\"upgrades\":[\(upgrades)],\"pingInterval\":\(pingInterval),"
            + "\"pingTimeout\":\(pingTimeout),\"maxPayload\":\(maxPayload)}")
    }
}
