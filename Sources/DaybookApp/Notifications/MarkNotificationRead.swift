import DaybookCore
import Foundation

/// Marks one of the person's notifications read.
public struct MarkNotificationRead: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws -> InboxNotification {
        let now = context.now()
        return try await context.commit(person.id) { db in
            guard let read = try await db.notifications(of: person.id).markRead(id, at: now) else {
                throw UseCaseError.notFound("This notification")
            }
            return (read, [Change(.updated, .notifications, id: id)])
        }
    }
}
