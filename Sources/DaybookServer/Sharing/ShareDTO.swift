import DaybookApp
import DaybookCore
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

    init(_ share: Share, invitation code: ShareInvitationCode? = nil, baseURL: String = "") {
        id = share.id
        email = share.email
        categories = share.categories.sorted()
        createdAt = share.createdAt
        status = share.isAccepted ? .accepted : .invited
        acceptedAt = share.acceptedAt
        invitationExpiresAt = share.isAccepted ? nil : share.invitationExpiresAt
        lastUsedAt = share.lastUsedAt
        if let code, let expires = share.invitationExpiresAt {
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

    init(_ share: Share, owner: Account) {
        id = share.id
        ownerId = owner.id
        displayName = owner.displayName
        email = owner.email
        categories = share.categories.sorted()
        createdAt = share.createdAt
        acceptedAt = share.acceptedAt
    }
}
