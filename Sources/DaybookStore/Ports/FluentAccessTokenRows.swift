import DaybookApp
import FluentKit
import Foundation

struct FluentAccessTokenRows: AccessTokenRows {
    let db: any Database

    func create(userID: UUID, name: String, tokenDigest: String) async throws -> AccessToken {
        try AccessToken(try await TokenQueries(db).create(userID: userID, name: name, tokenHash: tokenDigest))
    }

    func find(digest: String) async throws -> (token: AccessToken, account: Account)? {
        guard let record = try await TokenQueries(db).find(hash: digest) else { return nil }
        return (try AccessToken(record), try Account(record.user))
    }

    func list(userID: UUID) async throws -> [AccessToken] {
        try await TokenQueries(db).list(userID: userID).map(AccessToken.init)
    }

    func delete(id: UUID, userID: UUID) async throws -> Bool {
        try await TokenQueries(db).delete(id: id, userID: userID)
    }

    func deleteAll(userID: UUID, keeping: UUID?) async throws {
        try await TokenQueries(db).deleteAll(userID: userID, keeping: keeping)
    }

    func markUsed(id: UUID, at time: Date) async throws {
        try await TokenQueries(db).markUsed(id: id, at: time)
    }
}

extension AccessToken {
    init(_ record: APITokenRecord) throws {
        self.init(id: try record.requireID(), name: record.name, createdAt: record.createdAt, lastUsedAt: record.lastUsedAt)
    }
}
