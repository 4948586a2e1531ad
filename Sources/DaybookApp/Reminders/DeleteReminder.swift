import DaybookCore
import DaybookStore
import Foundation

/// Deletes one of the person's reminders.
public struct DeleteReminder: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await ReminderQueries.changes.run(person.id) {
            try await context.commit(person.id, replan: .scheduleOnly) { db in
                let queries = ReminderQueries(db, userID: person.id)
                guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This reminder") }
                try await queries.delete(record)
                return ((), [Change(.deleted, .reminders, id: id)])
            }
        }
    }
}
