import Foundation

/// The rules for what a person may enter when signing up or changing their account.
public enum AccountRules {
    public static let minimumPasswordLength = 10
    /// bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused.
    public static let maximumPasswordBytes = 72
    public static let maximumDisplayNameLength = 100

    /// Trimmed and lower-cased, so "Ada@Example.org " and "ada@example.org" are one account.
    public static func normalizedEmail(_ raw: String, field: String = "email") throws(ValidationError) -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.count <= 254, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
              !email.contains(where: { $0.isWhitespace || $0.isNewline }),
              !email.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw ValidationError(field: field, .emailAddress)
        }
        return email
    }

    public static func checkPassword(_ password: String, field: String = "password") throws(ValidationError) {
        guard password.count >= minimumPasswordLength else {
            throw ValidationError(field: field, .atLeastCharacters, ["minimum": "\(minimumPasswordLength)"])
        }
        guard password.utf8.count <= maximumPasswordBytes else {
            throw ValidationError(field: field, .atMostBytes, ["maximum": "\(maximumPasswordBytes)"])
        }
    }

    public static func displayName(_ raw: String, field: String = "displayName") throws(ValidationError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ValidationError(field: field, .notEmpty) }
        guard name.count <= maximumDisplayNameLength else {
            throw ValidationError(field: field, .atMostCharacters, ["maximum": "\(maximumDisplayNameLength)"])
        }
        return name
    }

    /// An IANA time zone name such as "Europe/Berlin", returned as given; abbreviations like "CET"
    /// are refused because they do not say which DST rules apply.
    public static func timeZone(_ identifier: String, field: String = "timeZone") throws(ValidationError) -> String {
        guard identifier == "UTC" || identifier.contains("/"), TimeZone(identifier: identifier) != nil else {
            throw ValidationError(field: field, .timeZone)
        }
        return identifier
    }

    /// A language that can be chosen: one whose catalogue is complete (`Language.shipped`).
    public static func language(_ language: Language, field: String = "language") throws(ValidationError) -> Language {
        guard language.isShipped else {
            throw ValidationError(field: field, .oneOf, ["choices": Language.shipped.map(\.rawValue).joined(separator: ", ")])
        }
        return language
    }
}
