import DaybookCore
import DaybookApp
import FluentKit
import Foundation

struct FluentUserRows: UserRows {
    let db: any Database

    func create(email: String, passwordHash: String, preferences: Preferences) async throws -> Account {
        try Account(try await UserQueries(db).create(email: email, passwordHash: passwordHash, preferences: preferences))
    }

    func find(id: UUID) async throws -> Account? {
        try await UserQueries(db).find(id: id).map(Account.init)
    }

    func find(email: String) async throws -> Account? {
        try await UserQueries(db).find(email: email).map(Account.init)
    }

    func all() async throws -> [Account] {
        try await UserQueries(db).all().map(Account.init)
    }

    func save(_ account: Account) async throws {
        guard let record = try await UserQueries(db).find(id: account.id) else { throw StoreError.notFound }
        record.email = account.email
        record.passwordHash = account.passwordHash
        record.preferences = account.preferences
        try await UserQueries(db).save(record)
    }

    func startNewSessionEpoch(id: UUID) async throws -> Int {
        try await UserQueries(db).startNewSessionEpoch(id: id)
    }

    func delete(id: UUID) async throws {
        try await UserQueries(db).delete(id: id)
    }
}

extension Account {
    init(_ record: UserRecord) throws {
        self.init(id: try record.requireID(), email: record.email, passwordHash: record.passwordHash, preferences: record.preferences,
                  revision: record.revision, sessionEpoch: record.sessionEpoch ?? 0, createdAt: record.createdAt)
    }
}
