import DaybookStore
import Foundation

/// An access token as its owner sees it in their list: never its secret.
public struct AccessToken: Sendable {
    public let id: UUID
    public let name: String
    public let createdAt: Date?
    public let lastUsedAt: Date?

    init(_ record: APITokenRecord) throws {
        id = try record.requireID()
        name = record.name
        createdAt = record.createdAt
        lastUsedAt = record.lastUsedAt
    }
}

/// Makes an access token for an app or script: the caller made the secret and keeps only its digest
/// here, so the database never holds a usable token.
public struct IssueAccessToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(name: String, tokenDigest: String, for person: Person) async throws -> AccessToken {
        try await context.commit(person.id) { db in
            (try AccessToken(try await TokenQueries(db).create(userID: person.id, name: name, tokenHash: tokenDigest)), [])
        }
    }
}

/// Revokes one of the person's access tokens; false when they have none with that id.
public struct RevokeAccessToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    @discardableResult
    public func callAsFunction(_ id: UUID, for person: Person) async throws -> Bool {
        try await context.commit(person.id) { db in
            (try await TokenQueries(db).delete(id: id, userID: person.id), [])
        }
    }
}

/// The person's access tokens, oldest first.
public struct AccessTokenList: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(of person: Person) async throws -> [AccessToken] {
        try await TokenQueries(context.db).list(userID: person.id).map(AccessToken.init)
    }
}

/// The account a presented token belongs to, found by the token's digest. Its use is noted (for the
/// list's "last used") at most once a minute: noting every use would turn each read into a write.
public struct AuthenticateAccessToken: Sendable {
    public static let lastUsedResolution: TimeInterval = 60
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(digest: String) async throws -> (account: Account, tokenID: UUID)? {
        guard let token = try await TokenQueries(context.db).find(hash: digest), let tokenID = token.id else { return nil }
        let account = try Account(token.user)
        let now = context.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > Self.lastUsedResolution }) ?? true {
            try await context.commitBookkeeping { db in try await TokenQueries(db).markUsed(id: tokenID, at: now) }
        }
        return (account, tokenID)
    }
}
