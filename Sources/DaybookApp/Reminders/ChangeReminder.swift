import DaybookCore
import Foundation

/// Changes a reminder: `make` builds its new value from the stored one (a whole replacement or a
/// merge of some fields); a new kind must be within its limit. Its next fire is planned anew.
public struct ChangeReminder: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person,
                               _ make: @escaping @Sendable (ScheduledReminder) throws -> Reminder) async throws -> ScheduledReminder {
        let now = context.now()
        return try await context.db.serializingReminderChanges(of: person.id) {
            try await context.commit(person.id, replan: .scheduleOnly) { db in
                let queries = db.reminders(of: person.id)
                try await queries.lockForChange()
                guard let stored = try await queries.find(id) else { throw UseCaseError.notFound("This reminder") }
                let reminder = try make(stored)
                if reminder.kind != stored.reminder.kind {
                    try ReminderRules.checkLimit(adding: reminder.kind, existing: try await queries.count(of: reminder.kind, excluding: id))
                }
                let next = try await ReminderPlanning.nextFire(reminder, of: person, lastFired: stored.lastFiredAt, on: db, now: now)
                guard let changed = try await queries.update(id, to: reminder, nextFireAt: next, at: now) else {
                    throw UseCaseError.notFound("This reminder")
                }
                return (changed, [Change(.updated, .reminders, id: id)])
            }
        }
    }
}
