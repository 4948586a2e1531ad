import Foundation

/// Shared checks for the journal's names, free text and numbers, so every entry words its errors alike.
public enum EntryRules {
    /// A required name: trimmed, 1…`maximum` characters.
    static func name(_ raw: String, maximum: Int = 100, field: String) throws(ValidationError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ValidationError(field: field, .notEmpty) }
        guard name.count <= maximum else {
            throw ValidationError(field: field, .atMostCharacters, ["maximum": "\(maximum)"])
        }
        return name
    }

    /// Optional free text of at most `maximum` characters (user-perceived characters, not bytes).
    public static func check(_ text: String?, maximum: Int, field: String) throws(ValidationError) {
        guard let text else { return }
        guard text.count <= maximum else {
            throw ValidationError(field: field, .atMostCharacters, ["maximum": "\(maximum)"])
        }
    }

    /// A number inside a closed range; NaN and infinities are outside every range.
    public static func check(_ value: Double, in range: ClosedRange<Double>, unit: String = "", field: String) throws(ValidationError) {
        guard range.contains(value) else {
            let suffix = unit.isEmpty ? "" : " \(unit)"
            throw ValidationError(field: field, .between, ["minimum": "\(plain(range.lowerBound))\(suffix)", "maximum": "\(plain(range.upperBound))\(suffix)"])
        }
    }

    /// "24" rather than "24.0", and no locale: messages must not depend on the server's settings.
    static func plain(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
