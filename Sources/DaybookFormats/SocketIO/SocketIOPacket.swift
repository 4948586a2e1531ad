import Foundation

/// One Socket.IO v5 packet, carried as an Engine.IO message:
/// `<type>[<namespace>,][<ack id>][<JSON data>]`, e.g. `40/storage,`, `42/storage,1["subscribe",{…}]`,
/// `43/storage,1[{…}]`. The namespace `/` is written as nothing. Binary events (types 5 and 6) are not spoken.
public struct SocketIOPacket: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case connect = 0
        case disconnect = 1
        case event = 2
        case ack = 3
        case connectError = 4
    }

    public var kind: Kind
    public var namespace: String
    /// An event that wants an answer carries an id; the answer (`ack`) carries it back.
    public var ackID: Int?
    /// `connect`: the auth or `{sid}` object; `event`: `[name, args…]`; `ack`: `[args…]`; `connectError`: `{message}`.
    public var data: NightscoutJSON?

    public init(_ kind: Kind, namespace: String = "/", ackID: Int? = nil, data: NightscoutJSON? = nil) {
        self.kind = kind
        self.namespace = namespace
        self.ackID = ackID
        self.data = data
    }

    /// An event: its name and arguments.
    public static func event(_ name: String, _ arguments: [NightscoutJSON], namespace: String, ackID: Int? = nil) -> SocketIOPacket {
        SocketIOPacket(.event, namespace: namespace, ackID: ackID, data: .array([.string(name)] + arguments))
    }

    /// An event's name and arguments, when this is one.
    public var event: (name: String, arguments: [NightscoutJSON])? {
        guard kind == .event, case .array(let items)? = data, case .string(let name)? = items.first else { return nil }
        return (name, Array(items.dropFirst()))
    }

    public var encoded: String {
        var text = String(kind.rawValue)
        if namespace != "/" { text += namespace + "," }
        if let ackID { text += String(ackID) }
        if let data, let json = try? SocketIOPacket.encoder.encode(data) { text += String(decoding: json, as: UTF8.self) }
        return text
    }

    /// Reads a packet as socket.io-parser v4 does; anything it would refuse is refused here.
    public static func decode(_ text: String) throws(SocketIOProtocolError) -> SocketIOPacket {
        var rest = Substring(text)
        guard let first = rest.first, let number = first.wholeNumberValue, let kind = Kind(rawValue: number) else {
            if let first = rest.first, first == "5" || first == "6" {
                throw SocketIOProtocolError("binary Socket.IO packets are not supported")
            }
            throw SocketIOProtocolError("unknown Socket.IO packet type")
        }
        rest = rest.dropFirst()
        var namespace = "/"
        if rest.first == "/" {
            if let comma = rest.firstIndex(of: ",") {
                namespace = String(rest[..<comma])
                rest = rest[rest.index(after: comma)...]
            } else {
                namespace = String(rest)
                rest = ""
            }
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        var ackID: Int?
        if !digits.isEmpty {
            guard digits.count <= 15, let id = Int(digits) else { throw SocketIOProtocolError("ack id out of range") }
            ackID = id
            rest = rest.dropFirst(digits.count)
        }
        var data: NightscoutJSON?
        if !rest.isEmpty {
            guard let value = try? JSONDecoder().decode(NightscoutJSON.self, from: Data(rest.utf8)) else {
                throw SocketIOProtocolError("Socket.IO packet data is not JSON")
            }
            data = value
        }
        let packet = SocketIOPacket(kind, namespace: namespace, ackID: ackID, data: data)
        try packet.validate()
        return packet
    }

    /// socket.io-parser's `isPayloadValid`: what each kind may carry.
    private func validate() throws(SocketIOProtocolError) {
        switch kind {
        case .connect:
            if let data, data.objectValue == nil { throw SocketIOProtocolError("CONNECT data must be an object") }
        case .disconnect:
            if data != nil { throw SocketIOProtocolError("DISCONNECT carries no data") }
        case .event:
            guard event != nil else { throw SocketIOProtocolError("EVENT data must be [name, …]") }
        case .ack:
            guard case .array? = data else { throw SocketIOProtocolError("ACK data must be an array") }
        case .connectError:
            guard data != nil else { throw SocketIOProtocolError("CONNECT_ERROR needs data") }
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()
}
