import FluentKit
import Foundation

/// One user's notification inbox.
public struct NotificationQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    /// Newest first; only notifications of `kind` when one is given (what a grantee may read).
    public func list(limit: Int = 100, offset: Int = 0, kind: String? = nil) async throws -> [NotificationRecord] {
        let query = NotificationRecord.query(on: db).filter(\.$userID == userID)
        if let kind { query.filter(\.$kind == kind) }
        return try await query
            .sort(\.$createdAt, .descending).range(offset..<(offset + limit)).all()
    }

    public func unreadCount() async throws -> Int {
        try await NotificationRecord.query(on: db).filter(\.$userID == userID).filter(\.$readAt == nil).count()
    }

    /// Whose notification `id` is and its kind, whoever asks: a grantee's change to one they may read is refused.
    public static func owner(of id: UUID, on db: any Database) async throws -> (userID: UUID, kind: String)? {
        try await NotificationRecord.query(on: db).filter(\.$id == id).first().map { ($0.userID, $0.kind) }
    }

    public func find(_ id: UUID) async throws -> NotificationRecord? {
        try await NotificationRecord.query(on: db).filter(\.$userID == userID).filter(\.$id == id).first()
    }

    public func create(kind: String, title: String, body: String, at time: Date, link: String? = nil,
                       data: String? = nil) async throws -> NotificationRecord {
        let record = NotificationRecord(userID: userID, kind: kind, title: title, body: body, createdAt: time,
                                        link: link, data: data)
        try await record.create(on: db)
        return record
    }

    /// Marks it read; reading it again keeps the first time.
    public func markRead(_ record: NotificationRecord, at time: Date) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        guard record.readAt == nil else { return }
        record.readAt = time
        try await record.update(on: db)
    }

    /// Marks every unread one read at `time`; returns their ids.
    public func markAllRead(at time: Date) async throws -> [UUID] {
        let unread = try await NotificationRecord.query(on: db).filter(\.$userID == userID).filter(\.$readAt == nil).all()
        for record in unread {
            record.readAt = time
            try await record.update(on: db)
        }
        return unread.compactMap(\.id)
    }

    public func delete(_ record: NotificationRecord) async throws {
        guard record.userID == userID else { throw StoreError.notFound }
        try await record.delete(on: db)
    }
}
