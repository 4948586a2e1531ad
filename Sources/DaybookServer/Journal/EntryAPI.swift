import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// Create, list, read, update (PUT replaces, PATCH merges) and delete for one entry kind.
/// Every query goes through `EntryQueries`, which is scoped to the logged-in user: another user's
/// entry is simply not found.
enum EntryAPI<E: EntryEndpoint> {
    static func register(on routes: any RoutesBuilder) {
        let kind = routes.grouped(PathComponent(stringLiteral: E.path))
        kind.post(use: create)
        kind.get(use: list)
        kind.get(":id", use: read)
        kind.put(":id", use: replace)
        kind.patch(":id", use: patch)
        kind.delete(":id", use: delete)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        var body = try JSONBody.object(of: req, allowed: E.fields)
        if body[E.timeField] == nil { body[E.timeField] = req.clock.now().formatted(.iso8601) }
        return try await insert(body, user: user, req: req).encodeResponse(status: .created, for: req)
    }

    /// Validates a new entry as a whole and logs it on its day; the API and the web forms both come here.
    static func insert(_ body: [String: Any], user: CurrentUser, req: Request) async throws -> E.Output {
        let preferences = user.account.preferences
        let value = try E.decode(try JSONBody.data(body), preferences: preferences)
        let entry = try await LogEntry<E.Record>(req.useCases)(value, for: user.person)
        return E.output(entry.value, id: entry.id, date: entry.date, preferences: preferences)
    }

    /// A grantee reads an owner's list with `?owner={userId}`.
    @Sendable static func list(req: Request) async throws -> [E.Output] {
        let user = try await req.dataOwner(for: category)
        let range = try DateRangeQuery(req)
        let records = try await EntryQueries<E.Record>(req.db, userID: user.id)
            .list(from: range.from, to: range.to, limit: range.limit, offset: range.offset)
        let preferences = user.account.preferences
        return try records.map { E.output(try $0.value(), id: try $0.requireID(), date: $0.localDate, preferences: preferences) }
    }

    /// Another person's entry is readable by id through their grant of its category.
    @Sendable static func read(req: Request) async throws -> E.Output {
        let reader = try await req.dataOwner(for: category)
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This entry") }
        var found = try await EntryQueries<E.Record>(req.db, userID: reader.id).find(id).map { ($0, reader) }
        if found == nil, reader.id == (try req.currentUser()).id, let ownerID = try await EntryQueries<E.Record>.owner(of: id, on: req.db),
           let owner = try await req.grantedOwner(ownerID, for: category) {
            found = try await EntryQueries<E.Record>(req.db, userID: ownerID).find(id).map { ($0, owner) }
        }
        guard let found else { throw APIError.notFound("This entry") }
        let (record, owner) = found
        return E.output(try record.value(), id: try record.requireID(), date: record.localDate, preferences: owner.account.preferences)
    }

    @Sendable static func replace(req: Request) async throws -> E.Output {
        let user = try req.currentUser()
        let record = try await find(req, user: user)
        let body = try JSONBody.object(of: req, allowed: E.fields)
        return try await save(body, into: record, user: user, req: req)
    }

    @Sendable static func patch(req: Request) async throws -> E.Output {
        let user = try req.currentUser()
        let record = try await find(req, user: user)
        let changes = try JSONBody.object(of: req, allowed: E.fields)
        var merged = try E.patchBase(try record.value(), preferences: user.account.preferences, changing: Set(changes.keys))
        merged.merge(changes) { _, new in new }
        return try await save(merged, into: record, user: user, req: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try await remove(try await find(req, user: user), user: user, req: req)
        return .noContent
    }

    static func remove(_ record: E.Record, user: CurrentUser, req: Request) async throws {
        try await DeleteEntry<E.Record>(req.useCases)(try record.requireID(), for: user.person)
    }

    static var category: ShareCategory { ShareCategory.covering(E.Record.kind) }

    /// The caller's own entry to change. One they may only read through a grant is a 403.
    private static func find(_ req: Request, user: CurrentUser) async throws -> E.Record {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This entry") }
        if let record = try await EntryQueries<E.Record>(req.db, userID: user.id).find(id) { return record }
        if let ownerID = try await EntryQueries<E.Record>.owner(of: id, on: req.db),
           try await req.grantedOwner(ownerID, for: category) != nil {
            throw APIError.forbidden
        }
        throw APIError.notFound("This entry")
    }

    /// Validates the whole new value, then stores it; the entry moves to the day of its new time.
    static func save(_ body: [String: Any], into record: E.Record, user: CurrentUser, req: Request) async throws -> E.Output {
        let preferences = user.account.preferences
        let value = try E.decode(try JSONBody.data(body), preferences: preferences)
        let entry = try await ChangeEntry<E.Record>(req.useCases)(try record.requireID(), to: value, for: user.person)
        return E.output(entry.value, id: entry.id, date: entry.date, preferences: preferences)
    }
}

extension EntryEndpoint {
    /// What a PATCH starts from: the entry as the API shows it, without the read-only fields.
    static func patchBase(_ value: Record.Value, preferences: Preferences, changing: Set<String>) throws -> [String: Any] {
        let shown = output(value, id: UUID(), date: LocalDate(dayNumber: 0), preferences: preferences)
        return try JSONBody.object(from: JSONCoding.encoder().encode(shown)).filter { fields.contains($0.key) }
    }
}
