import DaybookApp
import Vapor

/// Finds the account of a bearer token by the token's hash (Vapor's ModelTokenAuthenticator would
/// compare plain-text tokens).
struct BearerTokenAuthenticator: AsyncBearerAuthenticator {
    func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        guard let found = try await AuthenticateAccessToken(request.useCases)(digest: TokenDigest.hash(bearer.token)) else { return }
        request.auth.login(CurrentUser(account: found.account, tokenID: found.tokenID))
    }
}
