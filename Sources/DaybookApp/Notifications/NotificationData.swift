import Foundation

/// What a notification is about, for a client that wants to jump there; stored as JSON beside the
/// notification. Each sender fills its own fields.
public struct NotificationData: Codable, Sendable, Equatable {
    /// Timelines: the run, its scenario and the events the notification tells.
    public var runId: UUID?
    public var named: String?
    public var eventIndexes: [Int]?
    /// Reminders: which one, its kind, and when it was due (a late fire after a restart is dated so).
    public var reminderId: UUID?
    public var reminderKind: String?
    public var dueAt: Date?

    public init(runId: UUID? = nil, named: String? = nil, eventIndexes: [Int]? = nil,
         reminderId: UUID? = nil, reminderKind: String? = nil, dueAt: Date? = nil) {
        self.runId = runId
        self.named = named
        self.eventIndexes = eventIndexes
        self.reminderId = reminderId
        self.reminderKind = reminderKind
        self.dueAt = dueAt
    }
}
