import Foundation

/// The rules of a user's set of reminders.
public enum ReminderRules {
    /// Longest reminder text: a notification title, not a note.
    public static let maximumTextLength = 200

    /// Checks that adding one reminder of `kind` to a user who has `existing` of that kind keeps the limit.
    public static func checkLimit(adding kind: ReminderKind, existing: Int) throws(ValidationError) {
        guard let limit = kind.limit, existing >= limit else { return }
        throw ValidationError(field: "kind", kind == .stressLog ? .stressLogReminderLimit : .metricsLogReminderLimit,
                              ["limit": "\(limit)", "existing": "\(existing)"])
    }

    public static func text(_ text: String?, kind: ReminderKind) throws(ValidationError) -> String? {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        if kind == .custom, (trimmed ?? "").isEmpty {
            throw ValidationError(field: "text", .customReminderNeedsText)
        }
        guard let trimmed, !trimmed.isEmpty else { return nil }
        guard trimmed.count <= maximumTextLength else {
            throw ValidationError(field: "text", .atMostCharacters, ["maximum": "\(maximumTextLength)"])
        }
        return trimmed
    }
}
