import DaybookCore
import DaybookStore
import Foundation

/// Marks one of the person's notifications read.
public struct MarkNotificationRead: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws -> InboxNotification {
        let now = context.now()
        return try await context.commit(person.id) { db in
            let queries = NotificationQueries(db, userID: person.id)
            guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This notification") }
            try await queries.markRead(record, at: now)
            return (try InboxNotification(record), [Change(.updated, .notifications, id: id)])
        }
    }
}
