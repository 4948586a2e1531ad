import DaybookCore
import Foundation

/// What a webhook receives: the notification as the API shows it, under an event name, in the API's
/// JSON (instants in UTC, keys sorted), so a receiver parses both alike.
public struct WebhookPayload: Encodable, Sendable {
    public var event: String
    public var notification: InboxNotification

    public init(event: String, notification: InboxNotification) {
        self.event = event
        self.notification = notification
    }

    /// The body as it is queued and sent: the same bytes on every attempt, which the signature covers.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(UTCInstantText.string(date))
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
