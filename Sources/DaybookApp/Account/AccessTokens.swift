import Foundation

/// An access token as its owner sees it in their list: never its secret.
public struct AccessToken: Sendable {
    public let id: UUID
    public let name: String
    public let createdAt: Date?
    public let lastUsedAt: Date?

    public init(id: UUID, name: String, createdAt: Date?, lastUsedAt: Date?) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}

/// Makes an access token for an app or script: the caller made the secret and keeps only its digest
/// here, so the database never holds a usable token.
public struct IssueAccessToken: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(name: String, tokenDigest: String, for person: Person) async throws -> AccessToken {
        try await context.commit(person.id) { db in
            (try await db.accessTokens.create(userID: person.id, name: name, tokenDigest: tokenDigest), [])
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
            (try await db.accessTokens.delete(id: id, userID: person.id), [])
        }
    }
}

/// The person's access tokens, oldest first.
public struct AccessTokenList: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(of person: Person) async throws -> [AccessToken] {
        try await context.db.accessTokens.list(userID: person.id)
    }
}

/// The account a presented token belongs to, found by the token's digest. Its use is noted (for the
/// list's "last used") at most once a minute: noting every use would turn each read into a write.
public struct AuthenticateAccessToken: Sendable {
    public static let lastUsedResolution: TimeInterval = 60
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(digest: String) async throws -> (account: Account, tokenID: UUID)? {
        guard let (token, account) = try await context.db.accessTokens.find(digest: digest) else { return nil }
        let tokenID = token.id
        let now = context.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > Self.lastUsedResolution }) ?? true {
            try await context.commitBookkeeping { db in try await db.accessTokens.markUsed(id: tokenID, at: now) }
        }
        return (account, tokenID)
    }
}
