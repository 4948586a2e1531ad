import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentShareRows: ShareRows {
    let queries: ShareQueries

    func list() async throws -> [Share] { try await queries.list().map(Share.init) }

    func find(_ id: UUID) async throws -> Share? { try await queries.find(id).map(Share.init) }

    func create(email: String, categories: Set<ShareCategory>, invitation: ShareInvitationCode, at time: Date) async throws -> Share {
        try Share(try await queries.create(email: email, categories: categories, invitation: invitation, at: time))
    }

    func update(_ id: UUID, categories: Set<ShareCategory>) async throws -> Share? {
        guard let record = try await queries.find(id) else { return nil }
        try await queries.update(record, categories: categories)
        return try Share(record)
    }

    func renewInvitation(_ id: UUID, _ invitation: ShareInvitationCode, at time: Date) async throws -> Share? {
        guard let record = try await queries.find(id) else { return nil }
        try await queries.renewInvitation(record, invitation, at: time)
        return try Share(record)
    }

    func delete(_ id: UUID) async throws -> Bool {
        guard let record = try await queries.find(id) else { return false }
        try await queries.delete(record)
        return true
    }
}

struct FluentIncomingShareRows: IncomingShareRows {
    let queries: IncomingShareQueries

    func list() async throws -> [IncomingShare] {
        try await queries.list().map { share, owner in IncomingShare(share: try Share(share), owner: try Account(owner)) }
    }

    func grant(from ownerID: UUID) async throws -> Share? { try await queries.grant(from: ownerID).map(Share.init) }

    func touch(_ share: Share, at time: Date) async throws {
        try await queries.touch(share.id, lastUsedAt: share.lastUsedAt, at: time)
    }
}

struct FluentEndedShareRows: EndedShareRows {
    let queries: EndedShareQueries

    func record(endedBy ownerID: UUID, at time: Date) async throws { try await queries.record(endedBy: ownerID, at: time) }

    func endedAt(endedBy ownerID: UUID) async throws -> Date? { try await queries.find(endedBy: ownerID)?.endedAt }

    func list() async throws -> [EndedShare] {
        try await queries.list().map { ended, owner in EndedShare(owner: try Account(owner), endedAt: ended.endedAt) }
    }

    func forget(endedBy ownerID: UUID) async throws { try await queries.forget(endedBy: ownerID) }
}

struct FluentShareInvitationRows: ShareInvitationRows {
    let db: any Database

    func waiting(_ invitation: ShareInvitationCode, at time: Date) async throws -> Share? {
        try await ShareInvitationQueries(db).waiting(invitation, at: time).map(Share.init)
    }

    func accept(_ id: UUID, by granteeID: UUID, at time: Date) async throws -> Share? {
        guard let record = try await ShareRecord.find(id, on: db) else { return nil }
        try await ShareInvitationQueries(db).accept(record, by: granteeID, at: time)
        return try Share(record)
    }
}

extension Share {
    init(_ record: ShareRecord) throws {
        self.init(id: try record.requireID(), ownerID: record.ownerID, email: record.email, categories: record.categories,
                  createdAt: record.createdAt, lastUsedAt: record.lastUsedAt, isAccepted: record.isAccepted, acceptedAt: record.acceptedAt,
                  invitationExpiresAt: record.invitationExpiresAt, granteeID: record.granteeID)
    }
}
