import DaybookApp
import DaybookCore
import Vapor

/// Sharing: invite another person to read chosen categories (a one-time code to hand over), see
/// whether they accepted and when they last read, revoke; accept an invitation; and what others
/// share with you, one tap from their calendar.
enum SharingPage {
    struct Outgoing: Encodable {
        var id: String
        var email: String
        var categories: String
        var lastUsed: String
        /// Nobody accepted it yet: until when its code works ("–" when it ran out).
        var waitingUntil: String?
    }

    /// A code just made: shown once, here.
    struct NewInvitation: Encodable {
        var email: String
        var code: String
        var link: String
        var expires: String
    }

    struct Incoming: Encodable {
        var owner: String
        var name: String
        var categories: String
        var cycle: Bool
    }

    /// A share its owner ended, until the follower dismisses the note.
    struct Ended: Encodable {
        var owner: String
        var message: String
    }

    struct Category: Encodable {
        var name: String
        var label: String
        var checked: Bool
    }

    struct View: Encodable {
        var saved: Bool
        /// "Sharing with <Name> ended.", right after the owner revoked a share.
        var revoked: String?
        var accepted: Bool
        var invitation: NewInvitation?
        var accept: [FormView]
        var outgoing: [Outgoing]
        var incoming: [Incoming]
        var ended: [Ended]
        var dismissLabel: String
        var forms: [FormView]
        var categories: [Category]
        var categoriesError: String?
    }

    static let fields = [FieldSpec(name: "email", labelKey: "shareEmail", control: .text)]
    static let acceptFields = [FieldSpec(name: "code", labelKey: "invitationCode", control: .text)]

    static func render(_ req: Request, values: [String: String] = [:], errors: FieldErrors = [:], acceptValues: [String: String] = [:],
                       acceptErrors: FieldErrors = [:], invitation made: (share: Share, invitation: ShareInvitationCode)? = nil,
                       revoked: String? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        func names(_ categories: [ShareCategory]) -> String {
            categories.map { strings["share.\($0.rawValue)"] ?? $0.rawValue }.joined(separator: ", ")
        }
        func time(_ date: Date?) -> String {
            date.map { TimeText.format($0, zone: preferences.zone, language: preferences.language) } ?? "–"
        }
        let now = req.clock.now()
        let shares = Shares(req.useCases)
        let outgoing = try await shares.outgoing(of: user.person).map { stored in
            let share = ShareDTO(stored)
            let waiting = share.status == .invited ? time(share.invitationExpiresAt.flatMap { $0 > now ? $0 : nil }) : nil
            return Outgoing(id: share.id.uuidString, email: share.email, categories: names(share.categories),
                            lastUsed: time(share.lastUsedAt), waitingUntil: waiting)
        }
        let invitation = made.map { made in
            let dto = ShareDTO(made.share, invitation: made.invitation, baseURL: req.publicBaseURL)
            return NewInvitation(email: dto.email, code: dto.invitation?.code ?? "", link: dto.invitation?.link ?? "",
                                 expires: time(dto.invitation?.expiresAt))
        }
        let incoming = try await shares.incoming(to: user.person).map { grant in
            Incoming(owner: grant.owner.id.uuidString, name: grant.owner.displayName, categories: names(grant.share.categories.sorted()),
                     cycle: grant.share.categories.contains(.cycle))
        }
        let ended = try await EndedShare.all(to: user.person, req.useCases).map { ended in
            Ended(owner: ended.owner.id.uuidString, message: strings.fill("follow.stoppedSharing", ["name": ended.owner.displayName]))
        }
        let form = FormView(key: "share", title: strings["shareNew"] ?? "", action: "/sharing",
                            fields: fields.map { $0.field(form: "share", values: values, errors: errors, strings: strings) })
        let categories = ShareCategory.allCases.map {
            Category(name: $0.rawValue, label: strings["share.\($0.rawValue)"] ?? $0.rawValue, checked: values["category.\($0.rawValue)"] == "on")
        }
        let accept = FormView(key: "acceptShare", title: strings["acceptShare"] ?? "", action: "/sharing/accept",
                              fields: acceptFields.map { $0.field(form: "accept", values: acceptValues, errors: acceptErrors, strings: strings) })
        let view = View(saved: req.query[String.self, at: "saved"] != nil,
                        revoked: revoked.map { strings.fill("follow.sharingEnded", ["name": $0]) }, accepted: req.query[String.self, at: "accepted"] != nil,
                        invitation: invitation, accept: [accept], outgoing: outgoing, incoming: incoming,
                        ended: ended, dismissLabel: strings["follow.dismiss"] ?? "Dismiss", forms: [form],
                        categories: categories, categoriesError: errors["categories"])
        return try await req.render("sharing", tab: "settings", view, status: status)
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    /// The link in an invitation: the page with the code filled in, to accept with one tap.
    @Sendable static func showAccept(req: Request) async throws -> Response {
        try await render(req, acceptValues: ["code": String((req.query[String.self, at: "code"] ?? "").prefix(40))])
    }

    @Sendable static func accept(req: Request) async throws -> Response {
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            _ = try await ShareInvitations.accept(form["code"] ?? "", req: req)
            return req.redirect(to: "/sharing?accepted=1")
        } catch let error as APIError where error.status == .tooManyRequests {
            return try await render(req, acceptValues: form, acceptErrors: ["code": error.message(in: req.errorWords)], status: .tooManyRequests).adding(error.headers)
        } catch {
            return try await render(req, acceptValues: form, acceptErrors: try FieldErrors(error, in: req.errorWords), status: .unprocessableEntity)
        }
    }

    /// A new code for a share nobody accepted yet, shown once like the first.
    @Sendable static func renewInvitation(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        let renewed = try await RenewShareInvitation(req.useCases)(id, for: user.person)
        return try await render(req, invitation: renewed)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            let chosen = ShareCategory.allCases.filter { form["category.\($0.rawValue)"] == "on" }.map(\.rawValue)
            guard !chosen.isEmpty else { throw ValidationError(field: "categories", .chooseCategory) }
            let made = try await GrantShare(req.useCases)(email: form["email"] ?? "", categories: chosen, for: user.person)
            return try await render(req, invitation: made)
        } catch UseCaseError.duplicate {
            return try await render(req, values: form, errors: ["email": "You share with this address already; revoke it first to change it."],
                                    status: .unprocessableEntity)
        } catch {
            return try await render(req, values: form, errors: try FieldErrors(error, in: req.errorWords), status: .unprocessableEntity)
        }
    }

    @Sendable static func revoke(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        let revoked = try await RevokeShare(req.useCases)(id, for: user.person)
        return try await render(req, revoked: revoked.granteeName)
    }

    /// The follower puts away the note that an owner stopped sharing.
    @Sendable static func dismissEnded(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let ownerID = req.parameters.get("owner", as: UUID.self) else { throw Abort(.notFound) }
        try await DismissEndedShare(req.useCases)(endedBy: ownerID, for: user.person)
        return req.redirect(to: "/sharing")
    }
}
