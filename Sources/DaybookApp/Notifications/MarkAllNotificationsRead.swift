import DaybookCore
import Foundation

/// Marks every unread notification of the person read, in one transaction.
public struct MarkAllNotificationsRead: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// How many were unread.
    @discardableResult
    public func callAsFunction(for person: Person) async throws -> Int {
        let now = context.now()
        return try await context.commit(person.id) { db in
            let ids = try await db.notifications(of: person.id).markAllRead(at: now)
            return (ids.count, ids.map { Change(.updated, .notifications, id: $0) })
        }
    }
}
