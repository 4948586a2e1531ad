import DaybookCore
import FluentKit
import Foundation

/// Accounts: every lookup is by the account's own id or its unique email.
public struct UserQueries: Sendable {
    let db: any Database

    public init(_ db: any Database) { self.db = db }

    public func create(email: String, passwordHash: String, preferences: Preferences) async throws -> UserRecord {
        if try await find(email: email) != nil { throw StoreError.duplicate(field: "email") }
        let user = UserRecord(email: email, passwordHash: passwordHash, preferences: preferences)
        do {
            try await user.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Two sign-ups raced past the check above; the unique index decides.
            throw StoreError.duplicate(field: "email")
        }
        return user
    }

    public func find(id: UUID) async throws -> UserRecord? {
        try await UserRecord.find(id, on: db)
    }

    public func find(email: String) async throws -> UserRecord? {
        try await UserRecord.query(on: db).filter(\.$email == email).first()
    }

    public func all() async throws -> [UserRecord] {
        try await UserRecord.query(on: db).sort(\.$email).all()
    }

    public func save(_ user: UserRecord) async throws {
        try await user.save(on: db)
    }

    /// Counts the account's session epoch up, ending every web session signed in before; the new epoch.
    public func startNewSessionEpoch(id: UUID) async throws -> Int {
        guard let user = try await find(id: id) else { throw StoreError.notFound }
        let epoch = (user.sessionEpoch ?? 0) + 1
        user.sessionEpoch = epoch
        try await user.update(on: db)
        return epoch
    }

    /// Deletes the account and, through cascading foreign keys, every row that belongs to it.
    public func delete(id: UUID) async throws {
        try await db.transaction { tx in
            try await APITokenRecord.query(on: tx).filter(\.$user.$id == id).delete()
            // Grants this person accepted go too (no foreign key binds them: the column came later).
            try await IncomingShareQueries(tx, granteeID: id).deleteAll()
            try await UserRecord.query(on: tx).filter(\.$id == id).delete()
        }
    }
}
