import DaybookApp
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
        return try await Notifications(req.useCases).list(of: user.person, limit: limit, offset: offset, kind: kind).map(NotificationDTO.init)
    }

    @Sendable static func unreadCount(req: Request) async throws -> UnreadCount {
        let user = try req.currentUser()
        return UnreadCount(unread: try await Notifications(req.useCases).unreadCount(of: user.person))
    }

    @Sendable static func markRead(req: Request) async throws -> NotificationDTO {
        let user = try req.currentUser()
        let id = try await find(req, user: user)
        return NotificationDTO(try await MarkNotificationRead(req.useCases)(id, for: user.person))
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try await DeleteNotification(req.useCases)(try await find(req, user: user), for: user.person)
        return .noContent
    }

    /// The id of the caller's own notification. An owner's timeline notification, which a `timelines`
    /// grantee reads in the owner's list, is a 403 for that grantee: it exists, but is not theirs to change.
    private static func find(_ req: Request, user: CurrentUser) async throws -> UUID {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This notification") }
        let notifications = Notifications(req.useCases)
        if try await notifications.find(id, of: user.person) != nil { return id }
        if let owner = try await notifications.owner(of: id), owner.userID != user.id, owner.kind == "timeline",
           try await req.grantedOwner(owner.userID, for: .timelines) != nil {
            throw APIError.forbidden
        }
        throw APIError.notFound("This notification")
    }
}
