import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// An outgoing grant as its owner sees it.
struct ShareDTO: Content {
    enum Status: String, Codable {
        /// Made for `email`; nobody accepted it yet, so nobody reads through it.
        case invited
        case accepted
    }

    var id: UUID
    var email: String
    var categories: [ShareCategory]
    var createdAt: Date
    var status: Status
    var acceptedAt: Date?
    /// Until when the waiting invitation's code works.
    var invitationExpiresAt: Date?
    /// When the grantee last read through this grant (updated at most once a minute).
    var lastUsedAt: Date?
    /// The one-time code, only in the answer that made it: hand it to the person the share is for.
    var invitation: Invitation?

    struct Invitation: Content {
        var code: String
        var expiresAt: Date
        /// The web app's page that accepts it, with the code filled in.
        var link: String
    }

    init(_ record: ShareRecord, invitation code: ShareInvitationCode? = nil, baseURL: String = "") throws {
        id = try record.requireID()
        email = record.email
        categories = record.categories.sorted()
        createdAt = record.createdAt
        status = record.isAccepted ? .accepted : .invited
        acceptedAt = record.acceptedAt
        invitationExpiresAt = record.isAccepted ? nil : record.invitationExpiresAt
        lastUsedAt = record.lastUsedAt
        if let code, let expires = record.invitationExpiresAt {
            invitation = Invitation(code: code.description, expiresAt: expires, link: "\(baseURL)/sharing/accept?code=\(code.description)")
        }
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
    var acceptedAt: Date?

    init(_ share: ShareRecord, owner: UserRecord) throws {
        id = try share.requireID()
        ownerId = try owner.requireID()
        displayName = owner.displayName
        email = owner.email
        categories = share.categories.sorted()
        createdAt = share.createdAt
        acceptedAt = share.acceptedAt
    }
}
