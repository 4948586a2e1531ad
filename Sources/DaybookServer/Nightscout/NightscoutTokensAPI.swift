import DaybookApp
import DaybookCore
import DaybookFormats
import Vapor

/// `/api/v1/nightscout/tokens`: the person's Nightscout access tokens, each with a role. A token is
/// shown once, when made; followers get a `readable` one instead of the API secret.
enum NightscoutTokensAPI {
    struct NewToken: Content {
        var name: String
        var role: NightscoutRole
    }

    struct TokenDTO: Content {
        var id: UUID
        var name: String
        var role: String
        var createdAt: Date?
        /// Only in the answer to `POST`.
        var token: String?

        init(_ saved: NightscoutToken, token: String? = nil) {
            id = saved.id
            name = saved.name
            role = saved.role?.rawValue ?? ""
            createdAt = saved.createdAt
            self.token = token
        }
    }

    static func register(on api: any RoutesBuilder) {
        api.get("nightscout", "tokens", use: list)
        api.post("nightscout", "tokens", use: create)
        api.delete("nightscout", "tokens", ":id", use: revoke)
    }

    @Sendable static func list(req: Request) async throws -> [TokenDTO] {
        try await NightscoutTokens(req.useCases).list(of: try req.currentUser().person).map { TokenDTO($0) }
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["name", "role"])
        let input = try req.content.decode(NewToken.self)
        let made = try await CreateNightscoutToken(req.useCases)(name: input.name, role: input.role, for: user.person)
        return try await TokenDTO(made.saved, token: made.token).encodeResponse(status: .created, for: req)
    }

    @Sendable static func revoke(req: Request) async throws -> HTTPStatus {
        guard let id = req.parameters.get("id").flatMap(UUID.init(uuidString:)) else { throw APIError.notFound("The token") }
        guard try await RevokeNightscoutToken(req.useCases)(id, for: try req.currentUser().person) else { throw APIError.notFound("The token") }
        return .noContent
    }
}
