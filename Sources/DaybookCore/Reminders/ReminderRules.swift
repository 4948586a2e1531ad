import Foundation

/// The rules of a user's set of reminders.
public enum ReminderRules {
    /// Longest reminder text: a notification title, not a note.
    public static let maximumTextLength = 200

    /// Checks that adding one reminder of `kind` to a user who has `existing` of that kind keeps the limit.
    public static func checkLimit(adding kind: ReminderKind, existing: Int) throws(ValidationError) {
        guard let limit = kind.limit, existing >= limit else { return }
        let noun = kind == .stressLog ? "stress-log" : "metrics-log"
        throw ValidationError(field: "kind", "at most \(limit) \(noun) reminder\(limit == 1 ? "" : "s") (you have \(existing))")
    }

    public static func text(_ text: String?, kind: ReminderKind) throws(ValidationError) -> String? {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        if kind == .custom, (trimmed ?? "").isEmpty {
            throw ValidationError(field: "text", "a custom reminder needs a text")
        }
        guard let trimmed, !trimmed.isEmpty else { return nil }
        guard trimmed.count <= maximumTextLength else {
            throw ValidationError(field: "text", "must be at most \(maximumTextLength) characters")
        }
        return trimmed
    }
}
