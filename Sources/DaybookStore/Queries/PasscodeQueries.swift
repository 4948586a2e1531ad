import FluentKit
import Foundation

/// The one passcode of one user.
public struct PasscodeQueries: Sendable {
    let db: any Database
    let userID: UUID

    public init(_ db: any Database, userID: UUID) {
        self.db = db
        self.userID = userID
    }

    public func find() async throws -> PasscodeRecord? {
        try await PasscodeRecord.query(on: db).filter(\.$userID == userID).first()
    }

    /// Sets or replaces the passcode.
    public func save(hash: String, idleMinutes: Int) async throws {
        if let record = try await find() {
            record.passcodeHash = hash
            record.idleMinutes = idleMinutes
            try await record.update(on: db)
        } else {
            try await PasscodeRecord(userID: userID, passcodeHash: hash, idleMinutes: idleMinutes).create(on: db)
        }
    }

    public func delete() async throws {
        try await PasscodeRecord.query(on: db).filter(\.$userID == userID).delete()
    }
}
