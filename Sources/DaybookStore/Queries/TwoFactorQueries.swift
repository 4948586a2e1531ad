import DaybookCore
import FluentKit
import Foundation

/// One person's two-factor setting and recovery codes.
public struct TwoFactorQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func find() async throws -> TwoFactorRecord? {
        try await TwoFactorRecord.query(on: db).filter(\.$userID == userID).first()
    }

    /// A new setup waiting for its first code, in place of any earlier one.
    public func startSetup(sealedSecret: String, at time: Date) async throws {
        try await delete()
        try await TwoFactorRecord(userID: userID, sealedSecret: sealedSecret, createdAt: time).create(on: db)
    }

    public func enable(_ record: TwoFactorRecord, step: Int64, at time: Date, recoveryCodes: [RecoveryCode]) async throws {
        record.enabledAt = time
        record.lastUsedStep = step
        try await record.update(on: db)
        try await RecoveryCodeRecord.query(on: db).filter(\.$userID == userID).delete()
        for code in recoveryCodes {
            try await RecoveryCodeRecord(userID: userID, digest: Self.digest(code)).create(on: db)
        }
    }

    public func markUsed(_ record: TwoFactorRecord, step: Int64) async throws {
        record.lastUsedStep = step
        try await record.update(on: db)
    }

    /// Uses up the recovery code; false when it is not one of this person's unused codes.
    public func useRecoveryCode(_ code: RecoveryCode, at time: Date) async throws -> Bool {
        guard let record = try await RecoveryCodeRecord.query(on: db).filter(\.$userID == userID)
            .filter(\.$digest == Self.digest(code)).filter(\.$usedAt == nil).first()
        else { return false }
        record.usedAt = time
        try await record.update(on: db)
        return true
    }

    public func recoveryCodesLeft() async throws -> Int {
        try await RecoveryCodeRecord.query(on: db).filter(\.$userID == userID).filter(\.$usedAt == nil).count()
    }

    public func delete() async throws {
        try await RecoveryCodeRecord.query(on: db).filter(\.$userID == userID).delete()
        try await TwoFactorRecord.query(on: db).filter(\.$userID == userID).delete()
    }

    static func digest(_ code: RecoveryCode) -> String {
        HexDigest.sha256(code.value)
    }
}
