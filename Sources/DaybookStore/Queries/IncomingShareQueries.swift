import DaybookCore
import FluentKit
import Foundation

/// What is shared with one person: the grants they accepted. Looked up at request time, so a revoked
/// grant is gone on the next request.
public struct IncomingShareQueries: Sendable {
    let db: any Database
    let granteeID: UUID

    public init(_ db: any Database, granteeID: UUID) {
        self.db = db
        self.granteeID = granteeID
    }

    private var mine: QueryBuilder<ShareRecord> {
        ShareRecord.query(on: db).filter(\.$granteeID == granteeID)
    }

    /// Every grant to this person, with its owner (grants whose owner is gone are dropped).
    public func list() async throws -> [(share: ShareRecord, owner: UserRecord)] {
        let shares = try await mine.sort(\.$createdAt).sort(\.$id).all()
        guard !shares.isEmpty else { return [] }
        let owners = try await UserRecord.query(on: db).filter(\.$id ~~ shares.map(\.ownerID)).all()
        let byID = Dictionary(owners.compactMap { owner in owner.id.map { ($0, owner) } }, uniquingKeysWith: { first, _ in first })
        return shares.compactMap { share in byID[share.ownerID].map { (share, $0) } }
    }

    /// The live grant of `ownerID` to this person, if there is one.
    public func grant(from ownerID: UUID) async throws -> ShareRecord? {
        try await mine.filter(\.$ownerID == ownerID).first()
    }

    /// Notes that the grant was used, at most once per `interval` so reads stay cheap.
    public func touch(_ record: ShareRecord, at time: Date, interval: TimeInterval = 60) async throws {
        guard let id = record.id else { return }
        try await touch(id, lastUsedAt: record.lastUsedAt, at: time, interval: interval)
    }

    /// As `touch(_:at:interval:)`, for the grant `id` last used at `lastUsedAt`.
    public func touch(_ id: UUID, lastUsedAt: Date?, at time: Date, interval: TimeInterval = 60) async throws {
        if let last = lastUsedAt, time.timeIntervalSince(last) < interval { return }
        try await ShareRecord.query(on: db).filter(\.$id == id).set(\.$lastUsedAt, to: time).update()
    }

    /// Drops every grant to this person: their account is being deleted.
    public func deleteAll() async throws {
        try await mine.delete()
    }
}
