import DaybookApp
import DaybookStore
import Foundation
import Vapor

/// A notification as the API shows it.
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

    init(_ record: NotificationRecord) throws {
        id = try record.requireID()
        kind = record.kind
        title = record.title
        body = record.body
        createdAt = record.createdAt
        readAt = record.readAt
        read = record.readAt != nil
        link = record.link
        data = record.data.flatMap { try? JSONDecoder().decode(NotificationData.self, from: Data($0.utf8)) }
    }
}
