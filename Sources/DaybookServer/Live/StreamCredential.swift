import DaybookApp
import Vapor

/// The credential a live stream was opened with, asked again while the stream runs: a stream ends when
/// its API token is revoked or its web session ends (a log-out, a new password, two-factor log-in turned
/// on), not only when its client leaves.
struct StreamCredential: Sendable {
    private enum Kind: Sendable {
        case token(digest: String)
        /// The session's cookie id, and the person it was signed in as (`CurrentUser.sessionID`).
        case session(SessionID, signedInAs: String)
        case unknown
    }

    private let kind: Kind
    private let request: Request

    init(_ request: Request, user: CurrentUser) {
        self.request = request
        if user.tokenID != nil, let bearer = request.headers.bearerAuthorization?.token {
            kind = .token(digest: TokenDigest.hash(bearer))
        } else if request.hasSession, let id = request.session.id, let signedIn = request.session.authenticated(CurrentUser.self) {
            kind = .session(id, signedInAs: signedIn)
        } else {
            kind = .unknown
        }
    }

    /// Whether the credential still lets its person in. A database that does not answer keeps the stream
    /// open: it is asked again at the next change or heartbeat.
    func isStillValid() async -> Bool {
        do {
            switch kind {
            case .token(let digest):
                return try await AuthenticateAccessToken(request.useCases)(digest: digest) != nil
            case .session(let id, let signedIn):
                guard let data = try await request.application.sessions.driver.readSession(id, for: request).get(),
                      data["_CurrentUserSession"] == signedIn else { return false }
                return try await UserSessionAuthenticator.user(sessionID: signedIn, for: request) != nil
            case .unknown:
                return true
            }
        } catch {
            return true
        }
    }
}
