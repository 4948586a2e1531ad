import DaybookCore
import Foundation

/// Deletes one of the person's notifications.
public struct DeleteNotification: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await db.notifications(of: person.id).delete(id) else { throw UseCaseError.notFound("This notification") }
            return ((), [Change(.deleted, .notifications, id: id)])
        }
    }
}
