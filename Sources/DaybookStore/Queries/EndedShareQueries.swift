import FluentKit
import Foundation

/// The grants that ended for one follower, scoped to that follower.
public struct EndedShareQueries: Sendable {
    let db: any Database
    let granteeID: UUID

    public init(_ db: any Database, granteeID: UUID) {
        self.db = db
        self.granteeID = granteeID
    }

    private var mine: QueryBuilder<EndedShareRecord> {
        EndedShareRecord.query(on: db).filter(\.$granteeID == granteeID)
    }

    /// Notes that `ownerID` ended their grant to this follower at `time` (a later end replaces an earlier one).
    public func record(endedBy ownerID: UUID, at time: Date) async throws {
        try await mine.filter(\.$ownerID == ownerID).delete()
        try await EndedShareRecord(ownerID: ownerID, granteeID: granteeID, endedAt: time).create(on: db)
    }

    /// The end of `ownerID`'s grant to this follower, if it ended.
    public func find(endedBy ownerID: UUID) async throws -> EndedShareRecord? {
        try await mine.filter(\.$ownerID == ownerID).first()
    }

    /// Every ended grant of this follower, with its owner, latest first (owners gone are left out).
    public func list() async throws -> [(ended: EndedShareRecord, owner: UserRecord)] {
        let ended = try await mine.sort(\.$endedAt, .descending).all()
        guard !ended.isEmpty else { return [] }
        let owners = try await UserRecord.query(on: db).filter(\.$id ~~ ended.map(\.ownerID)).all()
        let byID = Dictionary(owners.compactMap { owner in owner.id.map { ($0, owner) } }, uniquingKeysWith: { first, _ in first })
        return ended.compactMap { row in byID[row.ownerID].map { (row, $0) } }
    }

    /// The follower dismissed the note, or the owner shares again.
    public func forget(endedBy ownerID: UUID) async throws {
        try await mine.filter(\.$ownerID == ownerID).delete()
    }
}
