/// Which part of the network an address belongs to. A webhook posted by the server reaches what the
/// server can reach: anything but `public` is the server's own machine or network, where a person
/// could probe services that were never meant to be reachable from outside.
public enum AddressScope: Sendable, Equatable {
    case `public`
    case loopback
    /// RFC 1918, IPv6 unique local, and carrier-grade NAT: someone's internal network.
    case `private`
    /// 169.254/16 and fe80::/10, where cloud metadata services answer (169.254.169.254).
    case linkLocal
    case unspecified
    case multicast
    /// Documentation, benchmarking, "this network" and other ranges no public host uses.
    case reserved

    /// The IANA special-purpose ranges that matter here; everything else is public.
    private static let ranges: [(String, AddressScope)] = [
        ("0.0.0.0/8", .unspecified), ("127.0.0.0/8", .loopback),
        ("10.0.0.0/8", .private), ("172.16.0.0/12", .private), ("192.168.0.0/16", .private), ("100.64.0.0/10", .private),
        ("169.254.0.0/16", .linkLocal), ("224.0.0.0/4", .multicast), ("240.0.0.0/4", .reserved),
        ("192.0.0.0/24", .reserved), ("192.0.2.0/24", .reserved), ("198.18.0.0/15", .reserved),
        ("198.51.100.0/24", .reserved), ("203.0.113.0/24", .reserved),
        ("::/128", .unspecified), ("::1/128", .loopback), ("fc00::/7", .private), ("fe80::/10", .linkLocal),
        ("ff00::/8", .multicast), ("2001:db8::/32", .reserved), ("::/8", .reserved),
    ]
    private static let table: [(AddressRange, AddressScope)] = ranges.compactMap { text, scope in AddressRange(text).map { ($0, scope) } }

    public init(_ address: IPAddress) {
        let judged = address.embeddedIPv4 ?? address
        self = Self.table.first { $0.0.contains(judged) }?.1 ?? .public
    }

    /// "a loopback address", for messages.
    public var described: String {
        switch self {
        case .public: "a public address"
        case .loopback: "a loopback address (this machine)"
        case .private: "a private network address"
        case .linkLocal: "a link-local address (cloud metadata lives there)"
        case .unspecified: "an unspecified address"
        case .multicast: "a multicast address"
        case .reserved: "a reserved address"
        }
    }
}
