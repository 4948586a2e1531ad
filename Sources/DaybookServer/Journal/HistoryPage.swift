import DaybookApp
import DaybookCore
import Vapor

/// History: the entries of one kind, newest first, each with edit and delete.
/// A delete asks first and can be undone once (the entry is kept in the session until then).
enum HistoryPage {
    static let pageSize = 50

    struct Item: Encodable {
        var text: String
        var edit: String
        /// nil for what is removed where it is logged (a day's record, a period).
        var delete: String?
    }

    struct KindLink: Encodable {
        var path: String
        var title: String
        var current: Bool
    }

    struct View: Encodable {
        var kinds: [KindLink]
        var kind: String
        var title: String
        var items: [Item]
        var deleted: Bool
        var restored: Bool
        var canUndo: Bool
        var older: String?
        var newer: String?
    }

    static let undoKey = "undo.entry"
    static let undoKindKey = "undo.kind"

    @Sendable static func show(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        let tracked = HistoryLists.all.filter { $0.isTracked(preferences.tracking) }
        guard let kind = HistoryLists.named(req.query[String.self, at: "kind"]) ?? tracked.first ?? HistoryLists.all.first else {
            throw Abort(.notFound)
        }
        let page = max(0, req.query[Int.self, at: "page"] ?? 0)
        let items = try await kind.items(user, req, pageSize + 1, page * pageSize, strings)
        let view = View(
            kinds: tracked.map { KindLink(path: $0.path, title: strings[$0.titleKey] ?? $0.path, current: $0.path == kind.path) },
            kind: kind.path, title: strings[kind.titleKey] ?? kind.path,
            items: Array(items.prefix(pageSize)),
            deleted: req.query[String.self, at: "deleted"] != nil, restored: req.query[String.self, at: "restored"] != nil,
            canUndo: req.session.data[undoKindKey] == kind.path,
            older: items.count > pageSize ? "/history?kind=\(kind.path)&page=\(page + 1)" : nil,
            newer: page > 0 ? "/history?kind=\(kind.path)&page=\(page - 1)" : nil)
        return try await req.render("history", tab: "history", view, live: kind.path)
    }

    struct EditView: Encodable {
        var kind: String
        var title: String
        /// One form; a list so the page draws it with the same fields partial as the log page.
        var forms: [FormView]
        var delete: String
    }

    @Sendable static func edit(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let (kind, id) = try target(req)
        guard let values = try await kind.editValues(id, user: user, req: req) else { throw Abort(.notFound) }
        return try await renderEdit(req, user: user, kind: kind, id: id, values: values, errors: [:])
    }

    @Sendable static func update(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let (kind, id) = try target(req)
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            try await kind.update(id, form, user: user, req: req)
            return req.redirect(to: "/history?kind=\(kind.path)")
        } catch let error as Abort where error.status == .notFound {
            throw error
        } catch {
            return try await renderEdit(req, user: user, kind: kind, id: id, values: form, errors: try FieldErrors(error, in: req.errorWords), status: .unprocessableEntity)
        }
    }

    @Sendable static func delete(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let (kind, id) = try target(req)
        guard let kept = try await kind.deleteKeepingUndo(id, user: user, req: req) else { throw Abort(.notFound) }
        req.session.data[undoKey] = kept
        req.session.data[undoKindKey] = kind.path
        return req.redirect(to: "/history?kind=\(kind.path)&deleted=1")
    }

    @Sendable static func undo(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let kind = WebEntryKinds.named(req.parameters.get("kind")) else { throw Abort(.notFound) }
        guard req.session.data[undoKindKey] == kind.path, let kept = req.session.data[undoKey] else {
            return req.redirect(to: "/history?kind=\(kind.path)")
        }
        try await kind.restore(kept, user: user, req: req)
        req.session.data[undoKey] = nil
        req.session.data[undoKindKey] = nil
        return req.redirect(to: "/history?kind=\(kind.path)&restored=1")
    }

    private static func target(_ req: Request) throws -> (any WebEntryKind.Type, UUID) {
        guard let kind = WebEntryKinds.named(req.parameters.get("kind")), let id = req.parameters.get("id", as: UUID.self) else {
            throw Abort(.notFound)
        }
        return (kind, id)
    }

    private static func renderEdit(_ req: Request, user: CurrentUser, kind: any WebEntryKind.Type, id: UUID,
                                   values: [String: String], errors: FieldErrors, status: HTTPStatus = .ok) async throws -> Response {
        let preferences = user.account.preferences
        let strings = Strings.table(preferences.language)
        var form = FormView(key: kind.path, title: strings[kind.titleKey] ?? kind.path, action: "/history/\(kind.path)/\(id)",
                            fields: kind.fields(preferences).map { $0.field(form: kind.path, values: values, errors: errors, strings: strings) })
        if !errors.isEmpty { form.apply(kind.advice(values, preferences: preferences, strings: strings)) }
        return try await req.render("entry-edit", tab: "history", EditView(kind: kind.path, title: form.title, forms: [form], delete: "/history/\(kind.path)/\(id)/delete"),
                                    status: status)
    }
}

extension WebEntryKind {
    static func historyItems(user: CurrentUser, req: Request, limit: Int, offset: Int, strings: Catalogue) async throws -> [HistoryPage.Item] {
        let entries = try await JournalEntries<Endpoint.Value>(req.useCases).newest(of: user.person, limit: limit, offset: offset)
        return items(entries, preferences: user.account.preferences, strings: strings)
    }

    static func dayItems(_ date: LocalDate, user: CurrentUser, req: Request, strings: Catalogue) async throws -> [HistoryPage.Item] {
        items(try await JournalEntries<Endpoint.Value>(req.useCases).on(date, of: user.person), preferences: user.account.preferences, strings: strings)
    }

    private static func items(_ entries: [JournalEntry<Endpoint.Value>], preferences: Preferences, strings: Catalogue) -> [HistoryPage.Item] {
        entries.map { entry in
            HistoryPage.Item(text: summary(output(entry, preferences: preferences), preferences: preferences, strings: strings),
                             edit: "/history/\(path)/\(entry.id)", delete: "/history/\(path)/\(entry.id)/delete")
        }
    }

    static func editValues(_ id: UUID, user: CurrentUser, req: Request) async throws -> [String: String]? {
        guard let entry = try await find(id, user: user, req: req) else { return nil }
        return try formValues(output(entry, preferences: user.account.preferences), preferences: user.account.preferences)
    }

    /// Deletes the entry and returns it as the API's JSON, to log it again on undo.
    static func deleteKeepingUndo(_ id: UUID, user: CurrentUser, req: Request) async throws -> String? {
        guard let entry = try await find(id, user: user, req: req) else { return nil }
        let shown = try JSONBody.object(from: JSONCoding.encoder().encode(output(entry, preferences: user.account.preferences)))
        try await DeleteEntry<Endpoint.Value>(req.useCases)(id, for: user.person)
        return String(decoding: try JSONBody.data(shown.filter { Endpoint.fields.contains($0.key) }), as: UTF8.self)
    }

    static func restore(_ kept: String, user: CurrentUser, req: Request) async throws {
        try await log(try JSONBody.object(from: Data(kept.utf8)), user: user, req: req)
    }
}
