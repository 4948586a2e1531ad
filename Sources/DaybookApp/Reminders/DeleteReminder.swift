import DaybookCore
import Foundation

/// Deletes one of the person's reminders.
public struct DeleteReminder: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.db.serializingReminderChanges(of: person.id) {
            try await context.commit(person.id, replan: .scheduleOnly) { db in
                guard try await db.reminders(of: person.id).delete(id) else { throw UseCaseError.notFound("This reminder") }
                return ((), [Change(.deleted, .reminders, id: id)])
            }
        }
    }
}
