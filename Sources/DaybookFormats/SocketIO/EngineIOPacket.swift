/// One Engine.IO v4 packet in its text form: a one-digit type, then the data
/// (engine.io-protocol v4: `0` open, `1` close, `2` ping, `3` pong, `4` message, `5` upgrade, `6` noop).
/// Binary packets (`b…` over polling, binary frames) are not spoken: Nightscout's clients send text only.
public enum EngineIOPacket: Sendable, Equatable {
    /// The handshake, `0{"sid":…}` (see `EngineIOOpen`).
    case open(String)
    case close
    /// `2`, or `2probe` when a client tests the websocket before upgrading to it.
    case ping(String)
    case pong(String)
    /// A Socket.IO packet.
    case message(String)
    case upgrade
    case noop

    public var encoded: String {
        switch self {
        case .open(let data): "0" + data
        case .close: "1"
        case .ping(let data): "2" + data
        case .pong(let data): "3" + data
        case .message(let data): "4" + data
        case .upgrade: "5"
        case .noop: "6"
        }
    }

    public static func decode(_ text: Substring) throws(SocketIOProtocolError) -> EngineIOPacket {
        guard let type = text.first else { throw SocketIOProtocolError("empty Engine.IO packet") }
        let data = String(text.dropFirst())
        switch type {
        case "0": return .open(data)
        case "1": return .close
        case "2": return .ping(data)
        case "3": return .pong(data)
        case "4": return .message(data)
        case "5": return .upgrade
        case "6": return .noop
        case "b": throw SocketIOProtocolError("binary Engine.IO packets are not supported")
        default: throw SocketIOProtocolError("unknown Engine.IO packet type \(type)")
        }
    }

    public static func decode(_ text: String) throws(SocketIOProtocolError) -> EngineIOPacket {
        try decode(Substring(text))
    }
}
