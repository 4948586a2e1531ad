import DaybookApp
import DaybookCore
import Vapor

/// Log-in and log-out for API clients: bearer tokens, shown once, stored hashed.
enum TokensAPI {
    struct LogIn: Content {
        var email: String
        var password: String
        /// With two-factor log-in on: 6 digits from the authenticator, or a recovery code.
        var code: String?
        /// What the token is for, shown in the token list ("Phone", "backup script").
        var name: String?
    }

    struct NewToken: Content {
        var id: UUID
        var token: String
        var name: String
        var createdAt: Date?
    }

    struct TokenInfo: Content {
        var id: UUID
        var name: String
        var createdAt: Date?
        var lastUsedAt: Date?
        /// True for the token this request was made with.
        var current: Bool
    }

    /// `POST /api/v1/tokens` → 201 `{"token": …}`.
    @Sendable static func create(req: Request) async throws -> Response {
        let input = try req.content.decode(LogIn.self)
        let email = input.email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        // Every attempt counts for the address; for the account only one whose password (and code) was right:
        // attempts of strangers from everywhere would otherwise keep the owner from making a token.
        try await Throttle.tokens(req).attempt(req.clientSubject)
        let name = (input.name ?? "API").trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...100).contains(name.count) else { throw APIError.invalid("name", .oneTo100Characters) }
        let verified = try await Credentials.verify(email: input.email, password: input.password, on: req)
        let user = verified.user
        if verified.needsSecondFactor {
            guard let code = input.code, !code.isEmpty else { throw SecondFactor.missing }
            try await SecondFactor.check(code, for: user, on: req)
        }
        try await Throttle.tokens(req).attempt(["email:\(email)"])
        let token = TokenDigest.newToken()
        let record = try await IssueAccessToken(req.useCases)(
            name: name, tokenDigest: TokenDigest.hash(token), for: user.person)
        let response = Response(status: .created)
        try response.content.encode(NewToken(id: record.id, token: token, name: name, createdAt: record.createdAt))
        return response
    }

    /// `GET /api/v1/tokens`: the user's tokens, without their secrets.
    @Sendable static func list(req: Request) async throws -> [TokenInfo] {
        let user = try req.currentUser()
        return try await AccessTokenList(req.useCases)(of: user.person).map { token in
            TokenInfo(id: token.id, name: token.name, createdAt: token.createdAt,
                      lastUsedAt: token.lastUsedAt, current: token.id == user.tokenID)
        }
    }

    /// `DELETE /api/v1/tokens/current`: log out; the token stops working at once.
    @Sendable static func deleteCurrent(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let tokenID = user.tokenID else {
            throw APIError.invalid("Authorization", .noBearerToken)
        }
        try await RevokeAccessToken(req.useCases)(tokenID, for: user.person)
        return .noContent
    }

    /// `DELETE /api/v1/tokens/{id}`: revoke one of your tokens.
    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              try await RevokeAccessToken(req.useCases)(id, for: user.person)
        else { throw APIError.notFound("This token") }
        return .noContent
    }
}
