import DaybookCore
import DaybookStore
import Foundation

/// Changes a reminder: `make` builds its new value from the stored one (a whole replacement or a
/// merge of some fields); a new kind must be within its limit. Its next fire is planned anew.
public struct ChangeReminder: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person,
                               _ make: @escaping @Sendable (ScheduledReminder) throws -> Reminder) async throws -> ScheduledReminder {
        let now = context.now()
        return try await ReminderQueries.changes.run(person.id) {
            try await context.commit(person.id, replan: .scheduleOnly) { db in
                let queries = ReminderQueries(db, userID: person.id)
                try await queries.lockForChange()
                guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This reminder") }
                let reminder = try make(try ScheduledReminder(record))
                if reminder.kind.rawValue != record.kind {
                    try ReminderRules.checkLimit(adding: reminder.kind, existing: try await queries.count(of: reminder.kind, excluding: record.id))
                }
                let next = try await ReminderPlanning.nextFire(reminder, of: person, lastFired: record.lastFiredAt, on: db, now: now)
                try await queries.update(record, to: reminder, nextFireAt: next, at: now)
                return (try ScheduledReminder(record), [Change(.updated, .reminders, id: record.id)])
            }
        }
    }
}
