import DaybookCore
import Foundation

/// Puts notifications into a user's in-app inbox, inside the sender's transaction, and says what the
/// user's open views are told once it committed (Change kind `notifications`). Senders: reminders
/// as they fire, timeline runs as their major events pass.
public enum NotificationInbox {
    public struct Draft: Sendable {
        /// Who sent it: `timeline`, …
        var kind: String
        var title: String
        var body: String
        /// When it happened, which orders the inbox (a scheduled one: when it fell due).
        var createdAt: Date
        var link: String?
        var data: NotificationData?

        public init(kind: String, title: String, body: String, createdAt: Date, link: String? = nil, data: NotificationData? = nil) {
            self.kind = kind
            self.title = title
            self.body = body
            self.createdAt = createdAt
            self.link = link
            self.data = data
        }
    }

    /// Stores the drafts (inside the caller's transaction, if any); announce them once committed.
    static func store(_ drafts: [Draft], for userID: UUID, on db: any Storage) async throws -> [InboxNotification] {
        var records: [InboxNotification] = []
        for draft in drafts {
            let data = try draft.data.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
            records.append(try await db.notifications(of: userID).create(
                kind: draft.kind, title: draft.title, body: draft.body, at: draft.createdAt, link: draft.link, data: data))
        }
        return records
    }

    /// What the person's open views are told once the stored notifications committed.
    static func created(_ records: [InboxNotification]) -> [Change] {
        records.map { Change(.created, .notifications, id: $0.id) }
    }
}
