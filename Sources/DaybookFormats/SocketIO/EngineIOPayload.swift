/// The body of a long-polling request or response: Engine.IO v4 packets separated by the record
/// separator `\u{1e}` (a character no text packet may contain, as JSON escapes it).
public enum EngineIOPayload {
    public static let separator: Character = "\u{1e}"

    public static func encode(_ packets: [EngineIOPacket]) -> String {
        packets.map(\.encoded).joined(separator: String(separator))
    }

    /// Every packet of a body; an empty body or an empty packet breaks the protocol.
    public static func decode(_ body: String) throws(SocketIOProtocolError) -> [EngineIOPacket] {
        var packets: [EngineIOPacket] = []
        for part in body.split(separator: separator, omittingEmptySubsequences: false) {
            packets.append(try EngineIOPacket.decode(part))
        }
        return packets
    }
}
