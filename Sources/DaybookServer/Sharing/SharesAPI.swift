import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// `/api/v1/shares`: the owner grants another person read-only access to chosen categories,
/// changes them, and revokes the grant; the grantee lists what is shared with them.
enum SharesAPI {
    static func register(on routes: any RoutesBuilder) {
        let shares = routes.grouped("shares")
        shares.post(use: create)
        shares.get(use: list)
        shares.get("incoming", use: incoming)
        shares.post("accept", use: accept)
        shares.post(":id", "invitation", use: renewInvitation)
        shares.get(":id", use: show)
        shares.patch(":id", use: update)
        shares.delete(":id", use: revoke)
    }

    struct CreateRequest: Decodable {
        var email: String
        var categories: [String]
    }

    struct UpdateRequest: Decodable {
        var categories: [String]
    }

    struct AcceptRequest: Decodable {
        var code: String
    }

    /// An invitation for `email`: the answer carries its one-time code (only here) for the owner to
    /// hand over. The account with that address accepts it with `POST /api/v1/shares/accept`.
    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["email", "categories"])
        let input = try req.content.decode(CreateRequest.self)
        let made = try await GrantShare(req.useCases)(email: input.email, categories: input.categories, for: user.person)
        return try await ShareDTO(made.share, invitation: made.invitation, baseURL: req.publicBaseURL).encodeResponse(status: .created, for: req)
    }

    /// A new code for a share nobody accepted yet; the old one stops working.
    @Sendable static func renewInvitation(req: Request) async throws -> ShareDTO {
        let share = try await find(req)
        let renewed = try await RenewShareInvitation(req.useCases)(share.id, for: try req.currentUser().person)
        return ShareDTO(renewed.share, invitation: renewed.invitation, baseURL: req.publicBaseURL)
    }

    /// The person a share was made for accepts it with its code. Wrong codes count against a limit
    /// per account, so codes cannot be guessed.
    @Sendable static func accept(req: Request) async throws -> Response {
        _ = try req.currentUser()
        try KnownFields.check(req, allowed: ["code"])
        let input = try req.content.decode(AcceptRequest.self)
        let share = try await ShareInvitations.accept(input.code, req: req)
        guard let owner = try await Accounts(req.useCases).find(id: share.ownerID) else { throw APIError.notFound("This share") }
        return try await IncomingShareDTO(share, owner: owner).encodeResponse(status: .ok, for: req)
    }

    @Sendable static func list(req: Request) async throws -> [ShareDTO] {
        let user = try req.currentUser()
        return try await Shares(req.useCases).outgoing(of: user.person).map { ShareDTO($0) }
    }

    @Sendable static func show(req: Request) async throws -> ShareDTO {
        ShareDTO(try await find(req))
    }

    @Sendable static func update(req: Request) async throws -> ShareDTO {
        let share = try await find(req)
        try KnownFields.check(req, allowed: ["categories"])
        let input = try req.content.decode(UpdateRequest.self)
        return ShareDTO(try await ChangeShare(req.useCases)(share.id, categories: input.categories, for: try req.currentUser().person))
    }

    /// Revoking deletes the grant: the grantee's next request finds nothing.
    @Sendable static func revoke(req: Request) async throws -> HTTPStatus {
        let share = try await find(req)
        try await RevokeShare(req.useCases)(share.id, for: try req.currentUser().person)
        return .noContent
    }

    @Sendable static func incoming(req: Request) async throws -> [IncomingShareDTO] {
        let user = try req.currentUser()
        return try await Shares(req.useCases).incoming(to: user.person).map { IncomingShareDTO($0.share, owner: $0.owner) }
    }

    private static func find(_ req: Request) async throws -> Share {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let share = try await Shares(req.useCases).outgoing(id, of: user.person)
        else { throw APIError.notFound("This share") }
        return share
    }
}
