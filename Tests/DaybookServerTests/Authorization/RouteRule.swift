import DaybookCore
import Foundation
import Vapor

/// Who may call a route, as the authorization matrix states it.
enum Access: Sendable {
    /// Anyone, logged in or not; the reason says why.
    case open(String)
    /// Anyone who knows a secret in the URL or a header, which stands in for a log-in.
    case secret(String)
    /// The caller's own account: everyone reaches their own, never another's, and `?owner=` is not read.
    case own
    /// One of the caller's own rows by id: anyone else's is 404, shared or not.
    case ownRow
    /// The caller's own, or with `?owner=` a grantor's `category`; writes with `?owner=` are 403.
    case shared(ShareCategory)
    /// A row by id, readable through its owner's grant of `category`; a grantee's change is 403.
    case sharedRow(ShareCategory)
    /// `?owner=` shows whatever part a grant covers: the marker each category shows, and nothing
    /// of the others; a grant that covers no part gets `otherwise`.
    case sharedParts([ShareCategory: String], otherwise: HTTPStatus)
}

/// What the owner's own request must answer.
enum OwnerCheck: Sendable {
    /// The status (and a text the answer contains), on Ada's account.
    case expect(HTTPStatus, contains: String? = nil)
    /// The status on a fresh account: the route ends a session or changes how one logs in.
    case freshAccount(HTTPStatus)
    /// Not sent by the owner here; the reason names where it is tested.
    case skip(String)
}

/// One row of the matrix: a route of the route table, who may call it and how to call it.
struct RouteRule: Sendable {
    /// `METHOD /path/:parameter`, as the route table names it.
    let route: String
    let access: Access
    /// The row `:id` stands for (a key of `OwnerJournal.ids`); on a list, the row the list shows.
    var id: String?
    /// What `:kind` stands for, where it is not the journal's usual one.
    var kind: String?
    /// Query items every call sends (`period=week`).
    var query: String?
    /// Headers the credential's own call sends (API v3's history asks `Last-Modified`).
    var headers: [String: String] = [:]
    var body: RequestBody?
    var owner: OwnerCheck?
    /// An event stream that stays open: only its refusals are checked.
    var streams = false

    var method: HTTPMethod { HTTPMethod(rawValue: String(route.prefix { $0 != " " })) }
    var pattern: String { String(route.drop { $0 != " " }.dropFirst()) }
    var isRead: Bool { method == .GET }
    var isPage: Bool { !pattern.hasPrefix("/api/") }

    /// The path with Ada's ids in its parameters and the rule's query.
    func path(_ journal: OwnerJournal, owner: String? = nil) -> String {
        let filled = pattern.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            guard part.hasPrefix(":") else { return String(part) }
            let name = String(part.dropFirst())
            if name == "id", let id { return journal[id] }
            if name == "kind", let kind { return kind }
            return journal.parameters[name] ?? "missing-\(name)"
        }.joined(separator: "/")
        let items = [query, owner.map { "owner=\($0)" }].compactMap { $0 }
        return items.isEmpty ? filled : filled + "?" + items.joined(separator: "&")
    }

    /// The body to send, with the owner's export where the rule names it.
    func body(_ journal: OwnerJournal) -> RequestBody? {
        if case .ownersExport? = body { return .raw(journal.export) }
        return body
    }

    /// A text the owner's answer (and a grantee's) must contain: the table's, or on a list the row it names.
    func marker(_ journal: OwnerJournal) -> String? {
        if case let .expect(_, contains)? = owner, let contains { return contains }
        if let id, !pattern.contains(":id") { return journal[id] }
        return nil
    }

    /// Owner checks run reads first, then changes, then removals, so no check removes what a later one needs.
    var phase: Int {
        if method == .GET { return 0 }
        if method == .DELETE || ["delete", "revoke", "cancel", "remove"].contains(pattern.split(separator: "/").last ?? "") { return 2 }
        return 1
    }

    /// What the owner's request must answer: the table's, else the usual status of the method.
    var ownerCheck: OwnerCheck {
        if let owner { return owner }
        switch (method, isPage) {
        case (.GET, _): return .expect(.ok)
        case (.POST, true): return .expect(.seeOther)
        case (.POST, false): return .expect(.created)
        case (.DELETE, _): return .expect(.noContent)
        default: return .expect(.ok)
        }
    }
}
