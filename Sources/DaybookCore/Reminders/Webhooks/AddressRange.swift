/// A network as an address and a prefix length: `10.0.0.0/8`, `fe80::/10`.
public struct AddressRange: Sendable, Equatable {
    public let network: IPAddress
    public let prefixLength: Int

    public init?(network: IPAddress, prefixLength: Int) {
        guard (0...network.bytes.count * 8).contains(prefixLength) else { return nil }
        self.network = network
        self.prefixLength = prefixLength
    }

    /// `10.0.0.0/8`, or a single address (`::1`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let network = IPAddress(String(parts[0])) else { return nil }
        guard let length = parts.count == 2 ? Int(parts[1]) : network.bytes.count * 8 else { return nil }
        self.init(network: network, prefixLength: length)
    }

    /// An IPv4 range also holds the IPv6 forms that carry its addresses (`::ffff:10.0.0.1`).
    public func contains(_ address: IPAddress) -> Bool {
        let address = network.isIPv4 ? address.embeddedIPv4 ?? address : address
        guard address.bytes.count == network.bytes.count else { return false }
        var remaining = prefixLength
        for (a, n) in zip(address.bytes, network.bytes) where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xff << (8 - bits))
            if a & mask != n & mask { return false }
            remaining -= bits
        }
        return true
    }
}
