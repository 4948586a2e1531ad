import Foundation
import NIOCore

/// `DAYBOOK_TRUSTED_PROXIES`: the reverse proxies whose `X-Forwarded-For` is believed. The header is
/// read only when the peer itself is trusted, from the right (each proxy appends the address it saw),
/// and the first address that is not a trusted proxy is the client. Anyone else's header is ignored,
/// so a client cannot pick the address its throttles count against.
public struct TrustedProxies: Sendable, Equatable {
    /// One trusted network: an address and how many leading bits must match.
    struct Network: Sendable, Equatable {
        var bytes: [UInt8]
        var prefixLength: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var bits = prefixLength
            for (a, b) in zip(address, bytes) where bits > 0 {
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                if a & mask != b & mask { return false }
                bits -= 8
            }
            return true
        }
    }

    var networks: [Network]

    public static let none = TrustedProxies(networks: [])

    init(networks: [Network]) { self.networks = networks }

    /// Comma-separated addresses or CIDR blocks: `10.0.0.1, 192.168.0.0/16, fd00::/8`.
    public init(parsing list: String) throws(ConfigurationError) {
        var networks: [Network] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let bytes = Self.bytes(of: String(parts[0])) else {
                throw ConfigurationError("DAYBOOK_TRUSTED_PROXIES: \(item) is not an IP address or CIDR block")
            }
            var length = bytes.count * 8
            if parts.count == 2 {
                guard let given = Int(parts[1]), (0...length).contains(given) else {
                    throw ConfigurationError("DAYBOOK_TRUSTED_PROXIES: \(item) has a bad prefix length")
                }
                length = given
            }
            networks.append(Network(bytes: bytes, prefixLength: length))
        }
        self.networks = networks
    }

    public func isTrusted(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// The client's address: the peer, or, when the peer is a trusted proxy, the rightmost address of
    /// `X-Forwarded-For` that is not itself trusted. Normalised (IPv4-mapped IPv6 becomes IPv4).
    public func clientAddress(peer: String?, forwardedFor: [String]) -> String? {
        guard let peer, let peerBytes = Self.bytes(of: peer) else { return nil }
        var client = peerBytes
        if networks.contains(where: { $0.contains(peerBytes) }) {
            let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            for hop in hops.reversed() {
                // Something unreadable came through our own proxies: stop at the last hop we trust.
                guard let bytes = Self.bytes(of: Self.strippingPort(hop)) else { break }
                client = bytes
                if !networks.contains(where: { $0.contains(bytes) }) { break }
            }
        }
        return Self.text(of: client)
    }

    /// What a per-address throttle counts: the address, or for IPv6 its /64 network, since one
    /// subscriber usually holds a whole /64 and could otherwise change address at every try.
    public static func throttleKey(for address: String) -> String {
        guard let bytes = bytes(of: address), bytes.count == 16 else { return address }
        return (text(of: Array(bytes.prefix(8)) + Array(repeating: 0, count: 8)) ?? address) + "/64"
    }

    // MARK: Addresses as bytes (inet_pton and inet_ntop, through NIO)

    static func bytes(of text: String) -> [UInt8]? {
        var text = text
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        guard let address = try? SocketAddress(ipAddress: text, port: 0) else { return nil }
        switch address {
        case .v4(let v4):
            return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            // ::ffff:a.b.c.d is the IPv4 client a.b.c.d on a dual-stack socket.
            if bytes.prefix(10).allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                return Array(bytes.suffix(4))
            }
            return bytes
        case .unixDomainSocket:
            return nil
        }
    }

    static func text(of bytes: [UInt8]) -> String? {
        switch bytes.count {
        case 4:
            return bytes.map(String.init).joined(separator: ".")
        case 16:
            return try? SocketAddress(packedIPAddress: ByteBuffer(bytes: bytes), port: 0).ipAddress
        default:
            return nil
        }
    }

    /// Some proxies append `1.2.3.4:5678` or `[2001:db8::1]:5678`.
    static func strippingPort(_ hop: String) -> String {
        if hop.hasPrefix("["), let close = hop.firstIndex(of: "]") {
            return String(hop[hop.index(after: hop.startIndex)..<close])
        }
        let colons = hop.filter { $0 == ":" }.count
        if colons == 1, let colon = hop.firstIndex(of: ":") { return String(hop[..<colon]) }
        return hop
    }
}
