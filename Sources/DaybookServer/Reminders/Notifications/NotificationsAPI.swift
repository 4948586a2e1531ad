import DaybookApp
import DaybookStore
import Foundation
import Vapor

/// The in-app notification inbox: newest first, unread count, mark read, delete.
enum NotificationsAPI {
    struct UnreadCount: Content {
        var unread: Int
    }

    static func register(on routes: any RoutesBuilder) {
        let notifications = routes.grouped("notifications")
        notifications.get(use: list)
        notifications.get("unread-count", use: unreadCount)
        notifications.post(":id", "read", use: markRead)
        notifications.delete(":id", use: delete)
    }

    /// A grantee of `timelines` reads the owner's timeline notifications with `?owner=` (only those).
    @Sendable static func list(req: Request) async throws -> [NotificationDTO] {
        let user = try await req.dataOwner(for: .timelines)
        let kind: String? = user.id == (try req.currentUser()).id ? nil : "timeline"
        let limit = try req.queryInteger("limit", default: 100, in: 1...1000)
        let offset = try req.queryInteger("offset", default: 0, in: 0...Int(Int32.max))
        return try await NotificationQueries(req.db, userID: user.id).list(limit: limit, offset: offset, kind: kind).map(NotificationDTO.init)
    }

    @Sendable static func unreadCount(req: Request) async throws -> UnreadCount {
        let user = try req.currentUser()
        return UnreadCount(unread: try await NotificationQueries(req.db, userID: user.id).unreadCount())
    }

    @Sendable static func markRead(req: Request) async throws -> NotificationDTO {
        let user = try req.currentUser()
        let record = try await find(req, NotificationQueries(req.db, userID: user.id), user: user)
        return try NotificationDTO(try await MarkNotificationRead(req.useCases)(try record.requireID(), for: user.person))
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        let record = try await find(req, NotificationQueries(req.db, userID: user.id), user: user)
        try await DeleteNotification(req.useCases)(try record.requireID(), for: user.person)
        return .noContent
    }

    /// The caller's own notification. An owner's timeline notification, which a `timelines` grantee
    /// reads in the owner's list, is a 403 for that grantee: it exists, but is not theirs to change.
    private static func find(_ req: Request, _ queries: NotificationQueries, user: CurrentUser) async throws -> NotificationRecord {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This notification") }
        if let record = try await queries.find(id) { return record }
        if let owner = try await NotificationQueries.owner(of: id, on: req.db), owner.userID != user.id, owner.kind == "timeline",
           try await req.grantedOwner(owner.userID, for: .timelines) != nil {
            throw APIError.forbidden
        }
        throw APIError.notFound("This notification")
    }
}
