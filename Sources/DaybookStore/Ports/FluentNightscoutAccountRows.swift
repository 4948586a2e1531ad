import DaybookFormats
import DaybookApp
import FluentKit
import Foundation

struct FluentNightscoutAccountRows: NightscoutAccountRows {
    let queries: NightscoutAccountQueries

    func account() async throws -> NightscoutAccount? { try await queries.account().map(NightscoutAccount.init) }

    func ensure(handle: String, secret: String) async throws -> NightscoutAccount {
        NightscoutAccount(try await queries.ensure(handle: handle, secret: secret))
    }

    func replaceSecret(_ secret: String, handleIfNew handle: String) async throws -> NightscoutAccount {
        NightscoutAccount(try await queries.replaceSecret(secret, handleIfNew: handle))
    }
}

struct FluentNightscoutTokenRows: NightscoutTokenRows {
    let queries: NightscoutTokenQueries

    func list() async throws -> [NightscoutToken] { try await queries.list().map(NightscoutToken.init) }

    func create(name: String, role: NightscoutRole, token: String) async throws -> NightscoutToken {
        try NightscoutToken(try await queries.create(name: name, role: role.rawValue, token: token))
    }

    func delete(id: UUID) async throws -> Bool { try await queries.delete(id: id) }
}

struct FluentNightscoutCredentialRows: NightscoutCredentialRows {
    let db: any Database

    func account(handle: String) async throws -> NightscoutAccount? {
        try await NightscoutAccountQueries.account(handle: handle, on: db).map(NightscoutAccount.init)
    }

    func account(secretDigest: String) async throws -> NightscoutAccount? {
        try await NightscoutAccountQueries.account(secretDigest: secretDigest, on: db).map(NightscoutAccount.init)
    }

    func token(_ token: String) async throws -> NightscoutToken? {
        try await NightscoutTokenQueries.find(token: token, on: db).map(NightscoutToken.init)
    }

    func token(id: UUID) async throws -> NightscoutToken? {
        try await NightscoutTokenQueries.find(id: id, on: db).map(NightscoutToken.init)
    }
}

extension NightscoutAccount {
    init(_ record: NightscoutAccountRecord) {
        self.init(userID: record.userID, handle: record.handle, secret: record.secret)
    }
}

extension NightscoutToken {
    init(_ record: NightscoutTokenRecord) throws {
        self.init(id: try record.requireID(), userID: record.userID, name: record.name, role: NightscoutRole(rawValue: record.role),
                  createdAt: record.createdAt)
    }
}
