import DaybookApp
import Foundation
import Vapor

/// A notification as the API shows it (a webhook receives the same shape, `WebhookPayload`).
struct NotificationDTO: Content {
    var id: UUID
    var kind: String
    var title: String
    var body: String
    var createdAt: Date
    var readAt: Date?
    var read: Bool
    var link: String?
    var data: NotificationData?

    init(_ notification: InboxNotification) {
        id = notification.id
        kind = notification.kind
        title = notification.title
        body = notification.body
        createdAt = notification.createdAt
        readAt = notification.readAt
        read = notification.read
        link = notification.link
        data = notification.data
    }
}
