import Foundation

/// `DAYBOOK_WEBHOOK_ALLOW`: the non-public places an administrator lets webhooks go (a receiver on
/// the same machine or network). Comma-separated addresses, ranges (`10.1.0.0/16`, `fd00::/8`) or host
/// names; a host name allows whatever it resolves to.
public struct WebhookAllowList: Sendable, Equatable {
    public private(set) var ranges: [AddressRange] = []
    public private(set) var hosts: Set<String> = []

    public static let none = WebhookAllowList()

    public init() {}

    /// Throws on the first entry that is neither an address, a range nor a host name.
    public init(parsing text: String) throws(ValidationError) {
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            if entry.contains(":") || entry.first?.isNumber == true || entry.contains("/") {
                guard let range = AddressRange(entry) else {
                    throw ValidationError(field: "DAYBOOK_WEBHOOK_ALLOW", .notAddressOrRange, ["entry": String(entry.prefix(60))])
                }
                ranges.append(range)
            } else if entry.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) {
                hosts.insert(entry.lowercased())
            } else {
                throw ValidationError(field: "DAYBOOK_WEBHOOK_ALLOW", .notAddressRangeOrHost, ["entry": String(entry.prefix(60))])
            }
        }
    }

    public func permits(_ address: IPAddress) -> Bool {
        ranges.contains { $0.contains(address) }
    }

    public func permits(host: String) -> Bool {
        hosts.contains(host.lowercased())
    }
}
