import Foundation

/// One person's in-app inbox.
public protocol NotificationRows: Sendable {
    /// Newest first; only notifications of `kind` when one is given.
    func list(limit: Int, offset: Int, kind: String?) async throws -> [InboxNotification]
    func unreadCount() async throws -> Int
    func find(_ id: UUID) async throws -> InboxNotification?
    /// `data` is the notification's structured data as JSON text.
    func create(kind: String, title: String, body: String, at time: Date, link: String?, data: String?) async throws -> InboxNotification
    /// The notification as read; nil when the person has none with this id.
    func markRead(_ id: UUID, at time: Date) async throws -> InboxNotification?
    /// The ids of those that were unread.
    func markAllRead(at time: Date) async throws -> [UUID]
    /// False when the person has no notification with this id.
    func delete(_ id: UUID) async throws -> Bool
}
