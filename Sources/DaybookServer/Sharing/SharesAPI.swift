import DaybookApp
import DaybookCore
import DaybookStore
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
        let record = try await find(req)
        let renewed = try await RenewShareInvitation(req.useCases)(try record.requireID(), for: try req.currentUser().person)
        return try ShareDTO(renewed.share, invitation: renewed.invitation, baseURL: req.publicBaseURL)
    }

    /// The person a share was made for accepts it with its code. Wrong codes count against a limit
    /// per account, so codes cannot be guessed.
    @Sendable static func accept(req: Request) async throws -> Response {
        _ = try req.currentUser()
        try KnownFields.check(req, allowed: ["code"])
        let input = try req.content.decode(AcceptRequest.self)
        let share = try await ShareInvitations.accept(input.code, req: req)
        guard let owner = try await UserQueries(req.db).find(id: share.ownerID) else { throw APIError.notFound("This share") }
        return try await IncomingShareDTO(share, owner: owner).encodeResponse(status: .ok, for: req)
    }

    @Sendable static func list(req: Request) async throws -> [ShareDTO] {
        let user = try req.currentUser()
        return try await ShareQueries(req.db, ownerID: user.id).list().map { try ShareDTO($0) }
    }

    @Sendable static func show(req: Request) async throws -> ShareDTO {
        try ShareDTO(try await find(req))
    }

    @Sendable static func update(req: Request) async throws -> ShareDTO {
        let record = try await find(req)
        try KnownFields.check(req, allowed: ["categories"])
        let input = try req.content.decode(UpdateRequest.self)
        return try ShareDTO(try await ChangeShare(req.useCases)(try record.requireID(), categories: input.categories, for: try req.currentUser().person))
    }

    /// Revoking deletes the grant: the grantee's next request finds nothing.
    @Sendable static func revoke(req: Request) async throws -> HTTPStatus {
        let record = try await find(req)
        try await RevokeShare(req.useCases)(try record.requireID(), for: try req.currentUser().person)
        return .noContent
    }

    @Sendable static func incoming(req: Request) async throws -> [IncomingShareDTO] {
        let user = try req.currentUser()
        return try await IncomingShareQueries(req.db, granteeID: user.id).list().map { share, owner in
            try IncomingShareDTO(share, owner: owner)
        }
    }

    private static func find(_ req: Request) async throws -> ShareRecord {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self),
              let record = try await ShareQueries(req.db, ownerID: user.id).find(id)
        else { throw APIError.notFound("This share") }
        return record
    }
}
