import DaybookCore
import Foundation

/// One person's reminders with where their schedules stand.
public protocol ReminderRows: Sendable {
    func list() async throws -> [ScheduledReminder]
    func find(_ id: UUID) async throws -> ScheduledReminder?
    func count(of kind: ReminderKind, excluding: UUID?) async throws -> Int
    func create(_ reminder: Reminder, nextFireAt: Date?, at time: Date) async throws -> ScheduledReminder
    /// The reminder as stored afterwards; nil when the person has none with this id.
    func update(_ id: UUID, to reminder: Reminder, nextFireAt: Date?, at time: Date) async throws -> ScheduledReminder?
    func setNextFire(_ id: UUID, to next: Date?) async throws
    /// Serialises the person's reminder changes until the surrounding transaction ends (inside
    /// `Storage.serializingReminderChanges`), so the limits per kind hold under concurrent requests.
    func lockForChange() async throws
    /// False when the person has none with this id.
    func delete(_ id: UUID) async throws -> Bool
}

/// Reminders across everybody, for the scheduler.
public protocol ReminderClaimRows: Sendable {
    /// People with a reminder due at `now`, most overdue first.
    func dueOwners(at now: Date, limit: Int) async throws -> [UUID]
    /// Claims the person's due reminders for the surrounding transaction (another instance skips them).
    func claimDue(of userID: UUID, at now: Date, limit: Int) async throws -> [ScheduledReminder]
    /// When the next reminder of anybody falls due.
    func earliestNextFire() async throws -> Date?
    /// Advances a claimed reminder (inside the claiming transaction).
    func advance(_ id: UUID, firedAt: Date?, next: Date?) async throws
}
