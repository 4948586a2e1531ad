/// An IPv4 or IPv6 address as its bytes (4 or 16), read from the text forms people and resolvers
/// write, and what part of the network it belongs to: webhooks go only to public addresses.
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// Dotted-quad IPv4 (`192.0.2.1`) or IPv6 (`2001:db8::1`, `::ffff:192.0.2.1`, `[::1]`, `fe80::1%eth0`).
    public init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if let zone = text.firstIndex(of: "%") { text = text[..<zone] }
        guard let bytes = text.contains(":") ? Self.ipv6(text) : Self.ipv4(text) else { return nil }
        self.bytes = bytes
    }

    public var isIPv4: Bool { bytes.count == 4 }

    /// The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4
    /// `2002:aabb:ccdd::`), which reaches that IPv4 host and is judged as it.
    public var embeddedIPv4: IPAddress? {
        guard bytes.count == 16 else { return nil }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff { return IPAddress(bytes: Array(bytes[12...])) }
        if bytes[0...3] == [0x00, 0x64, 0xff, 0x9b], bytes[4..<12].allSatisfy({ $0 == 0 }) { return IPAddress(bytes: Array(bytes[12...])) }
        if bytes[0] == 0x20, bytes[1] == 0x02 { return IPAddress(bytes: Array(bytes[2...5])) }
        return nil
    }

    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(separator: ":")
    }

    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let value = UInt8(part) else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    private static func ipv6(_ text: Substring) -> [UInt8]? {
        var text = text
        var tail: [UInt8] = []
        // A trailing dotted quad stands for the last two groups.
        if let lastColon = text.lastIndex(of: ":"), text[text.index(after: lastColon)...].contains(".") {
            guard let quad = ipv4(text[text.index(after: lastColon)...]) else { return nil }
            tail = quad
            text = text[...lastColon]
            if text.hasSuffix(":"), !text.hasSuffix("::") { text = text.dropLast() }
        }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ half: String) -> [UInt8]? {
            guard !half.isEmpty else { return [] }
            var bytes: [UInt8] = []
            for group in half.split(separator: ":", omittingEmptySubsequences: false) {
                guard (1...4).contains(group.count), let value = UInt16(group, radix: 16) else { return nil }
                bytes += [UInt8(value >> 8), UInt8(value & 0xff)]
            }
            return bytes
        }
        guard let head = groups(halves[0]) else { return nil }
        if halves.count == 1 {
            let bytes = head + tail
            return bytes.count == 16 ? bytes : nil
        }
        guard let rest = groups(halves[1]) else { return nil }
        let known = head.count + rest.count + tail.count
        guard known <= 14 else { return nil }
        return head + Array(repeating: 0, count: 16 - known) + rest + tail
    }
}
