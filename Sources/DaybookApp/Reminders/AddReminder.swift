import DaybookCore
import Foundation

/// Adds a reminder within its kind's limit (three stress logs, one metrics log…) with its next fire.
public struct AddReminder: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ reminder: Reminder, for person: Person) async throws -> ScheduledReminder {
        let now = context.now()
        // The limit check and the insert must not interleave with another change of the person's reminders.
        return try await context.db.serializingReminderChanges(of: person.id) {
            try await context.commit(person.id, replan: .scheduleOnly) { db in
                let queries = db.reminders(of: person.id)
                try await queries.lockForChange()
                try ReminderRules.checkLimit(adding: reminder.kind, existing: try await queries.count(of: reminder.kind, excluding: nil))
                let next = try await ReminderPlanning.nextFire(reminder, of: person, lastFired: nil, on: db, now: now)
                let created = try await queries.create(reminder, nextFireAt: next, at: now)
                return (created, [Change(.created, .reminders, id: created.id)])
            }
        }
    }
}
