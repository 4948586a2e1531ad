import DaybookStore
import FluentKit
import Foundation

/// What a webhook receives: the notification as the API shows it, under an event name.
struct WebhookPayload: Codable, Sendable {
    var event: String
    var notification: NotificationDTO
}

/// Queues a notification for the user's webhook, inside the transaction that stores it.
enum WebhookOutbox {
    /// True when the user has a webhook and a delivery was queued.
    static func enqueue(_ notification: NotificationRecord, userID: UUID, at now: Date, on tx: any Database) async throws -> Bool {
        let payload = WebhookPayload(event: "notification.created", notification: try NotificationDTO(notification))
        let body = String(decoding: try JSONCoding.encoder().encode(payload), as: UTF8.self)
        return try await WebhookQueries(tx, userID: userID).enqueue(payload: body, at: now) != nil
    }
}
