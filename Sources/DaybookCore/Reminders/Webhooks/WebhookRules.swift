import Foundation

/// What a webhook setting must be, wherever it comes from (the API, an imported export).
public enum WebhookRules {
    public static let secretLength = 16...200

    /// Only absolute http(s) URLs with a host, and not one that is plainly this machine or its network
    /// (an address literal that is not public, `localhost`, `*.local`, `*.internal`) unless `allow`
    /// lists it. Names are judged again by the addresses they resolve to when a delivery is sent.
    public static func checkedURL(_ text: String, field: String = "url", allow: WebhookAllowList = .none) throws(ValidationError) -> String {
        let host = try checkedForm(text, field: field)
        if let problem = refusal(host: host, allow: allow) { throw ValidationError(field: field, untranslated: problem) }
        return text
    }

    /// An absolute http(s) URL with a host; returns the host. An imported export is checked only for
    /// this: where its webhook points is judged when a delivery is sent, on whatever server it lands.
    @discardableResult
    public static func checkedForm(_ text: String, field: String = "url") throws(ValidationError) -> String {
        guard text.count <= 2_000, let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { throw ValidationError(field: field, .httpURL) }
        return host
    }

    /// Why a webhook may not go to `host` as written, or nil.
    public static func refusal(host: String, allow: WebhookAllowList) -> String? {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if allow.permits(host: name) { return nil }
        if let address = IPAddress(name) { return refusal(address, allow: allow) }
        let local = name == "localhost" || [".localhost", ".local", ".internal", ".home.arpa"].contains { name.hasSuffix($0) }
        return local ? "points at \(host.prefix(100)), this server's own network; \(allowHint)" : nil
    }

    /// Why a webhook may not go to `address` (as written or as a name resolved), or nil.
    public static func refusal(_ address: IPAddress, allow: WebhookAllowList) -> String? {
        let scope = AddressScope(address)
        guard scope != .public, !allow.permits(address) else { return nil }
        return "points at \(address), \(scope.described); \(allowHint)"
    }

    static let allowHint = "webhooks go only to public addresses unless the server's DAYBOOK_WEBHOOK_ALLOW lists it"

    public static func checkedSecret(_ secret: String, field: String = "secret") throws(ValidationError) -> String {
        guard secretLength.contains(secret.count) else {
            throw ValidationError(field: field, .charactersBetween, ["minimum": "\(secretLength.lowerBound)", "maximum": "\(secretLength.upperBound)"])
        }
        return secret
    }
}
