import Foundation

/// What a webhook setting must be, wherever it comes from (the API, an imported export).
public enum WebhookRules {
    public static let secretLength = 16...200

    /// Only absolute http(s) URLs with a host.
    public static func checkedURL(_ text: String, field: String = "url") throws(ValidationError) -> String {
        guard text.count <= 2_000, let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { throw ValidationError(field: field, "must be an http:// or https:// URL") }
        return text
    }

    public static func checkedSecret(_ secret: String, field: String = "secret") throws(ValidationError) -> String {
        guard secretLength.contains(secret.count) else {
            throw ValidationError(field: field, "must be \(secretLength.lowerBound)–\(secretLength.upperBound) characters")
        }
        return secret
    }
}
