import DaybookApp
import DaybookCore
import DaybookFormats
import Vapor

/// `GET /api/v2/authorization/request/{accessToken}`: an access token exchanged for a JWT, as
/// Nightscout does it, for API v3 clients (AndroidAPS) to send as `Authorization: Bearer`.
enum NightscoutAuthorizationAPI {
    @Sendable static func request(req: Request) async throws -> Response {
        let sent = req.parameters.get("accessToken") ?? ""
        let rule = req.application.daybook.config.nightscoutThrottle
        let throttle = Throttle(kind: "nightscout", rule: rule, request: req, what: "wrong Nightscout secrets")
        for subject in req.clientSubject where try await throttle.count(subject) >= rule.limit {
            return try NightscoutAuth.tooMany(retryAfter: Int(rule.window))
        }
        guard let token = try await NightscoutTokens(req.useCases).find(token: sent), let role = token.role,
              try await belongsToHandle(token, req)
        else {
            _ = try? await throttle.attempt(req.clientSubject)
            return try NightscoutAuth.unauthorized()
        }
        let (jwt, claims) = try req.application.nightscoutJWT().make(tokenID: token.id, now: req.clock.now())
        let body: [String: NightscoutJSON] = [
            "token": .string(jwt), "sub": .string(token.name),
            "permissionGroups": .array([.array(role.permissions.map(NightscoutJSON.string))]),
            "iat": .integer(Int64(claims.iat)), "exp": .integer(Int64(claims.exp)),
        ]
        return try NightscoutResponse.json(body)
    }

    /// Under `/nightscout/{handle}` the token must be that person's; at the root it finds them.
    private static func belongsToHandle(_ token: NightscoutToken, _ req: Request) async throws -> Bool {
        guard let handle = req.parameters.get("handle") else { return true }
        return try await NightscoutAccounts(req.useCases).find(handle: handle)?.userID == token.userID
    }
}
