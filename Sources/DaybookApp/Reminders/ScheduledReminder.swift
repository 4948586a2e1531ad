import DaybookCore
import Foundation

/// One of the person's reminders as stored: the core's value with its id and where its schedule
/// stands, so a page or the API can show when it fires next and when it last did.
public struct ScheduledReminder: Sendable, Equatable {
    public let id: UUID
    public var reminder: Reminder
    /// Nil while it is switched off or, for a period-due reminder, while there is no prediction.
    public var nextFireAt: Date?
    public var lastFiredAt: Date?

    public init(id: UUID, reminder: Reminder, nextFireAt: Date?, lastFiredAt: Date?) {
        self.id = id
        self.reminder = reminder
        self.nextFireAt = nextFireAt
        self.lastFiredAt = lastFiredAt
    }
}
