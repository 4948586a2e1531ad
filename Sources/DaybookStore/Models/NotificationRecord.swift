import FluentKit
import Foundation

/// One entry of a user's in-app notification inbox. `link` is the API path of what it is about;
/// `data` is JSON the sender defines (a timeline run's id and event indexes, …).
public final class NotificationRecord: Model, @unchecked Sendable {
    public static let schema = "notifications"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "kind") public var kind: String
    @Field(key: "title") public var title: String
    @Field(key: "body") public var body: String
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "read_at") public var readAt: Date?
    @OptionalField(key: "link") public var link: String?
    @OptionalField(key: "data") public var data: String?

    public init() {}

    public init(userID: UUID, kind: String, title: String, body: String, createdAt: Date,
                link: String? = nil, data: String? = nil) {
        self.userID = userID
        self.kind = kind
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.link = link
        self.data = data
    }
}
