import Vapor

/// Reminders, the notification inbox they and timeline runs deliver to, the webhook, and the reminders page.
enum RemindersFeature {
    static func register(_ routes: FeatureRoutes) {
        RemindersAPI.register(on: routes.api)
        NotificationsAPI.register(on: routes.api)
        let pages = routes.pages
        pages.get("reminders", use: RemindersPage.show)
        pages.post("reminders", use: RemindersPage.create)
        pages.post("reminders", ":id", "toggle", use: RemindersPage.toggle)
        pages.post("reminders", ":id", "delete", use: RemindersPage.delete)
        pages.get("notifications", use: NotificationsPage.show)
        pages.post("notifications", "read", use: NotificationsPage.markAllRead)
        pages.post("notifications", ":id", "read", use: NotificationsPage.markRead)
        pages.post("notifications", ":id", "delete", use: NotificationsPage.delete)
    }
}
