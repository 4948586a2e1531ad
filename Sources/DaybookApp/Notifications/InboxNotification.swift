import Foundation

/// A notification in the person's inbox, as the API shows it and a webhook receives it.
public struct InboxNotification: Sendable, Equatable {
    public let id: UUID
    /// Who sent it: `reminder`, `timeline`, …
    public var kind: String
    public var title: String
    public var body: String
    public var createdAt: Date
    public var readAt: Date?
    public var link: String?
    public var data: NotificationData?

    public var read: Bool { readAt != nil }

    public init(id: UUID, kind: String, title: String, body: String, createdAt: Date, readAt: Date?, link: String?,
                data: NotificationData?) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.readAt = readAt
        self.link = link
        self.data = data
    }
}

extension InboxNotification: Encodable {
    private enum Keys: String, CodingKey { case id, kind, title, body, createdAt, readAt, read, link, data }

    /// `read` is spelled out beside `readAt`, for clients that only need the flag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(readAt, forKey: .readAt)
        try container.encode(read, forKey: .read)
        try container.encodeIfPresent(link, forKey: .link)
        try container.encodeIfPresent(data, forKey: .data)
    }
}
