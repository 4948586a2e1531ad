import DaybookStore
import Fluent
import Foundation
import Vapor

/// Puts notifications into a user's in-app inbox and tells the user's open views
/// (LiveEvent kind `notifications`). Senders: timeline runs now, reminders later.
enum NotificationInbox {
    struct Draft: Sendable {
        /// Who sent it: `timeline`, …
        var kind: String
        var title: String
        var body: String
        /// When it happened, which orders the inbox (a scheduled one: when it fell due).
        var createdAt: Date
        var link: String?
        var data: NotificationData?
    }

    /// Stores the drafts (inside the caller's transaction, if any); announce them once committed.
    static func store(_ drafts: [Draft], for userID: UUID, on db: any Database) async throws -> [NotificationRecord] {
        var records: [NotificationRecord] = []
        for draft in drafts {
            let data = try draft.data.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
            records.append(try await NotificationQueries(db, userID: userID).create(
                kind: draft.kind, title: draft.title, body: draft.body, at: draft.createdAt, link: draft.link, data: data))
        }
        return records
    }

    static func announce(_ records: [NotificationRecord], to userID: UUID, on live: LiveEvents) async {
        for record in records {
            await live.publish(.init(change: .created, kind: "notifications", id: record.id), to: userID)
        }
    }
}
