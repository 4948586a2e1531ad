import DaybookCore
import DaybookStore
import Foundation

/// One of the person's reminders as stored: the core's value with its id and where its schedule
/// stands, so a page or the API can show when it fires next and when it last did.
public struct ScheduledReminder: Sendable, Equatable {
    public let id: UUID
    public var reminder: Reminder
    /// Nil while it is switched off or, for a period-due reminder, while there is no prediction.
    public var nextFireAt: Date?
    public var lastFiredAt: Date?

    init(_ record: ReminderRecord) throws {
        id = try record.requireID()
        reminder = try record.value()
        nextFireAt = record.nextFireAt
        lastFiredAt = record.lastFiredAt
    }
}
