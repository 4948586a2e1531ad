import DaybookStore
import Foundation

/// How many of a person's notifications are unread: the number on every page's bell.
public struct UnreadNotificationCount: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(of person: Person) async throws -> Int {
        try await NotificationQueries(context.db, userID: person.id).unreadCount()
    }
}
