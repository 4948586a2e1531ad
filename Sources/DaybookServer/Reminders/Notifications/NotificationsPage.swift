import DaybookApp
import DaybookCore
import Vapor

/// The inbox: what reminders and timeline runs delivered, newest first, unread ones marked; each
/// can be opened, marked read or deleted, and all marked read at once.
enum NotificationsPage {
    struct Item: Encodable {
        var id: UUID
        var title: String
        var body: String
        var time: String
        var link: String?
        var unread: Bool
    }

    struct View: Encodable {
        var items: [Item]
        var unread: Int
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let items = try await Notifications(req.useCases).list(of: user.person, limit: 200).map { notification in
            Item(id: notification.id, title: notification.title, body: notification.body,
                 time: TimeText.format(notification.createdAt, zone: preferences.zone, language: preferences.language),
                 link: notification.link.flatMap(webLink), unread: !notification.read)
        }
        return try await req.render("notifications", tab: "", View(items: items, unread: items.filter(\.unread).count), live: "notifications")
    }

    @Sendable static func markRead(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        _ = try await MarkNotificationRead(req.useCases)(id, for: user.person)
        return req.redirect(to: "/notifications")
    }

    @Sendable static func markAllRead(req: Request) async throws -> Response {
        try await MarkAllNotificationsRead(req.useCases)(for: try req.currentUser().person)
        return req.redirect(to: "/notifications")
    }

    @Sendable static func delete(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        try await DeleteNotification(req.useCases)(id, for: user.person)
        return req.redirect(to: "/notifications")
    }

    /// Only links inside the web app are followed from the page; an API path opens its page. A link
    /// comes with the notification, and a notification may come from an imported export file.
    static func webLink(_ link: String) -> String? {
        guard let link = SameSitePath.check(link) else { return nil }
        if link.hasPrefix("/api/v1/timelines/runs/") { return "/timelines/runs/" + link.dropFirst("/api/v1/timelines/runs/".count) }
        if link.hasPrefix("/api/v1/reminders") { return "/reminders" }
        return link.hasPrefix("/api/") ? nil : link
    }
}
