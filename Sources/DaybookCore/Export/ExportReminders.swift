import Foundation

/// A reminder in an export: the setting as the person made it, and when it last fired (so a
/// period-due reminder does not fire twice for one cycle after an import). The next fire is not
/// part of it: the server plans that anew from the imported journal.
public struct ExportReminder: Codable, Sendable, Equatable {
    public var id: UUID
    public var kind: ReminderKind
    public var time: String
    public var weekdays: [Int]
    public var enabled: Bool
    public var text: String?
    public var daysBefore: Int
    public var createdAt: Date
    public var lastFiredAt: Date?

    public init(id: UUID, reminder: Reminder, createdAt: Date, lastFiredAt: Date?) {
        self.id = id
        kind = reminder.kind
        time = reminder.time.description
        weekdays = reminder.weekdays.sorted()
        enabled = reminder.enabled
        text = reminder.text
        daysBefore = reminder.daysBefore
        self.createdAt = createdAt
        self.lastFiredAt = lastFiredAt
    }

    /// The reminder it describes, checked by the same rules as the API's.
    public func reminder(field: String) throws(ValidationError) -> Reminder {
        let time = try TimeOfDay(parsing: self.time, field: "\(field).time")
        do {
            return try Reminder(kind: kind, time: time, weekdays: Set(weekdays), enabled: enabled, text: text, daysBefore: daysBefore)
        } catch {
            throw ValidationError(field: "\(field).\(error.field)", error.problem)
        }
    }
}

/// Where reminders are also POSTed. Its signing secret is part of the export (unlike the account's
/// own credentials, it opens nothing in Daybook): the receiver keeps checking signatures after a move.
public struct ExportWebhook: Codable, Sendable, Equatable {
    public var url: String
    public var secret: String
    public var createdAt: Date

    public init(url: String, secret: String, createdAt: Date) {
        self.url = url
        self.secret = secret
        self.createdAt = createdAt
    }
}
