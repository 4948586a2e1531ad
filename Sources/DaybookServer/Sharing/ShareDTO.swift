import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// An outgoing grant as its owner sees it.
struct ShareDTO: Content {
    var id: UUID
    var email: String
    var categories: [ShareCategory]
    var createdAt: Date
    /// When the grantee last read through this grant (updated at most once a minute).
    var lastUsedAt: Date?

    init(_ record: ShareRecord) throws {
        id = try record.requireID()
        email = record.email
        categories = record.categories.sorted()
        createdAt = record.createdAt
        lastUsedAt = record.lastUsedAt
    }
}

/// A grant to the caller: whose data, and which categories (read them with `?owner={ownerId}`).
struct IncomingShareDTO: Content {
    var id: UUID
    var ownerId: UUID
    var displayName: String
    var email: String
    var categories: [ShareCategory]
    var createdAt: Date
}
