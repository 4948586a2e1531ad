import DaybookStore
import Fluent
import Vapor

/// Finds the account of a bearer token by the token's hash (Vapor's ModelTokenAuthenticator would
/// compare plain-text tokens).
struct BearerTokenAuthenticator: AsyncBearerAuthenticator {
    /// Recording every use would turn each read into a write; once a minute is enough to show "last used".
    static let lastUsedResolution: TimeInterval = 60

    func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        guard let token = try await TokenQueries(request.db).find(hash: TokenDigest.hash(bearer.token)),
              let tokenID = token.id, let userID = token.user.id
        else { return }
        let now = request.clock.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > Self.lastUsedResolution }) ?? true {
            try await TokenQueries(request.db).markUsed(id: tokenID, at: now)
        }
        request.auth.login(CurrentUser(record: token.user, id: userID, tokenID: tokenID))
    }
}
