import DaybookCore
import Foundation
import NIOCore
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Where a delivery really goes: the URL's host resolved here, every address it has judged (one
/// loopback or private address among public ones is enough to refuse), and the connection then
/// pinned to the judged address, so the name cannot resolve elsewhere between check and connect.
struct WebhookDestination: Sendable {
    /// The webhook points at this server's machine or network: no connection is made, and trying
    /// again would not change that.
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    struct Unresolved: Error, CustomStringConvertible {
        let host: String
        var description: String { "\(host.prefix(100)) could not be resolved" }
    }

    /// The URL's host as the HTTP client keys it, and the checked address to connect to instead;
    /// nil when the URL names an address itself.
    let pin: (host: String, address: String)?

    static func resolve(_ url: String, allow: WebhookAllowList) async throws -> WebhookDestination {
        guard let host = URL(string: url)?.host, !host.isEmpty else { throw Unresolved(host: url) }
        if let problem = WebhookRules.refusal(host: host, allow: allow) { throw Refused(description: "The webhook \(problem)") }
        let addresses = try await addresses(of: host)
        guard let first = addresses.first else { throw Unresolved(host: host) }
        if !allow.permits(host: host) {
            for address in addresses {
                if let problem = WebhookRules.refusal(address, allow: allow) {
                    throw Refused(description: "The webhook's host \(host.prefix(100)) \(problem)")
                }
            }
        }
        return WebhookDestination(pin: IPAddress(host) == nil ? (host, first.description) : nil)
    }

    /// Every address the system resolver gives for `host` (a literal resolves to itself; so do the
    /// odd forms such as `127.1` that resolvers accept).
    static func addresses(of host: String) async throws -> [IPAddress] {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return try await NIOThreadPool.singleton.runIfActive {
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(name, nil, &hints, &list) == 0 else { throw Unresolved(host: host) }
            defer { freeaddrinfo(list) }
            var found: [IPAddress] = []
            var next = list
            while let info = next?.pointee {
                next = info.ai_next
                guard let socketAddress = info.ai_addr else { continue }
                switch info.ai_family {
                case AF_INET:
                    var address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    IPAddress(bytes: withUnsafeBytes(of: &address) { Array($0) }).map { found.append($0) }
                case AF_INET6:
                    var address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                    IPAddress(bytes: withUnsafeBytes(of: &address) { Array($0) }).map { found.append($0) }
                default:
                    continue
                }
            }
            return found
        }
    }
}
