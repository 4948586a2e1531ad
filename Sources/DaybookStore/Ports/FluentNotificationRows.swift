import DaybookApp
import Foundation

struct FluentNotificationRows: NotificationRows {
    let queries: NotificationQueries

    func list(limit: Int, offset: Int, kind: String?) async throws -> [InboxNotification] {
        try await queries.list(limit: limit, offset: offset, kind: kind).map(InboxNotification.init)
    }

    func unreadCount() async throws -> Int { try await queries.unreadCount() }

    func find(_ id: UUID) async throws -> InboxNotification? { try await queries.find(id).map(InboxNotification.init) }

    func create(kind: String, title: String, body: String, at time: Date, link: String?, data: String?) async throws -> InboxNotification {
        try InboxNotification(try await queries.create(kind: kind, title: title, body: body, at: time, link: link, data: data))
    }

    func markRead(_ id: UUID, at time: Date) async throws -> InboxNotification? {
        guard let record = try await queries.find(id) else { return nil }
        try await queries.markRead(record, at: time)
        return try InboxNotification(record)
    }

    func markAllRead(at time: Date) async throws -> [UUID] { try await queries.markAllRead(at: time) }

    func delete(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.find(id) else { return false }
        try await queries.delete(record)
        return true
    }
}

extension InboxNotification {
    init(_ record: NotificationRecord) throws {
        // Data a newer version wrote, or an import brought, that no longer reads is left out, not an error.
        self.init(id: try record.requireID(), kind: record.kind, title: record.title, body: record.body, createdAt: record.createdAt,
                  readAt: record.readAt, link: record.link,
                  data: record.data.flatMap { try? JSONDecoder().decode(NotificationData.self, from: Data($0.utf8)) })
    }
}
