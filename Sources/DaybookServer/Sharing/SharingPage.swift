import DaybookApp
import DaybookCore
import DaybookStore
import Vapor

/// Sharing: grant another person read-only access to chosen categories, see when each
/// grant was last used, revoke it; and what others share with you, one tap from their calendar.
enum SharingPage {
    struct Outgoing: Encodable {
        var id: String
        var email: String
        var categories: String
        var lastUsed: String
    }

    struct Incoming: Encodable {
        var owner: String
        var name: String
        var categories: String
        var cycle: Bool
    }

    struct Category: Encodable {
        var name: String
        var label: String
        var checked: Bool
    }

    struct View: Encodable {
        var saved: Bool
        var outgoing: [Outgoing]
        var incoming: [Incoming]
        var forms: [FormView]
        var categories: [Category]
        var categoriesError: String?
    }

    static let fields = [FieldSpec(name: "email", labelKey: "shareEmail", control: .text)]

    static func render(_ req: Request, values: [String: String] = [:], errors: FieldErrors = [:], status: HTTPStatus = .ok) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.record.preferences
        let strings = Strings.table(preferences.language)
        func names(_ categories: [ShareCategory]) -> String {
            categories.map { strings["share.\($0.rawValue)"] ?? $0.rawValue }.joined(separator: ", ")
        }
        let outgoing = try await ShareQueries(req.db, ownerID: user.id).list().map { record in
            let share = try ShareDTO(record)
            return Outgoing(id: share.id.uuidString, email: share.email, categories: names(share.categories),
                            lastUsed: share.lastUsedAt.map { TimeText.format($0, zone: preferences.zone, language: preferences.language) } ?? "–")
        }
        let incoming = try await IncomingShareQueries(req.db, email: user.record.email).list().map { share, owner in
            Incoming(owner: try owner.requireID().uuidString, name: owner.displayName, categories: names(share.categories.sorted()),
                     cycle: share.categories.contains(.cycle))
        }
        let form = FormView(key: "share", title: strings["shareNew"] ?? "", action: "/sharing",
                            fields: fields.map { $0.field(form: "share", values: values, errors: errors, strings: strings) })
        let categories = ShareCategory.allCases.map {
            Category(name: $0.rawValue, label: strings["share.\($0.rawValue)"] ?? $0.rawValue, checked: values["category.\($0.rawValue)"] == "on")
        }
        let view = View(saved: req.query[String.self, at: "saved"] != nil, outgoing: outgoing, incoming: incoming, forms: [form],
                        categories: categories, categoriesError: errors["categories"])
        return try await req.render("sharing", tab: "settings", view, status: status)
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            let chosen = ShareCategory.allCases.filter { form["category.\($0.rawValue)"] == "on" }.map(\.rawValue)
            guard !chosen.isEmpty else { throw ValidationError(field: "categories", "choose at least one category") }
            _ = try await GrantShare(req.useCases)(email: form["email"] ?? "", categories: chosen, for: user.person)
            return req.redirect(to: "/sharing?saved=1")
        } catch StoreError.duplicate {
            return try await render(req, values: form, errors: ["email": "You share with this address already; revoke it first to change it."],
                                    status: .unprocessableEntity)
        } catch {
            return try await render(req, values: form, errors: try FieldErrors(error), status: .unprocessableEntity)
        }
    }

    @Sendable static func revoke(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        try await RevokeShare(req.useCases)(id, for: user.person)
        return req.redirect(to: "/sharing?saved=1")
    }
}
