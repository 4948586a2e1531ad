import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Create, list, read, update (PUT replaces, PATCH merges) and delete for one entry kind.
/// Every read goes through `JournalEntries`, which is scoped to one person: another person's entry
/// is simply not found.
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
        let entry = try await LogEntry<E.Value>(req.useCases)(value, for: user.person)
        return E.output(entry.value, id: entry.id, date: entry.date, preferences: preferences)
    }

    /// A grantee reads an owner's list with `?owner={userId}`.
    @Sendable static func list(req: Request) async throws -> [E.Output] {
        let user = try await req.dataOwner(for: category)
        let range = try DateRangeQuery(req)
        let entries = try await JournalEntries<E.Value>(req.useCases)
            .list(of: user.person, from: range.from, to: range.to, limit: range.limit, offset: range.offset)
        let preferences = user.account.preferences
        return entries.map { E.output($0.value, id: $0.id, date: $0.date, preferences: preferences) }
    }

    /// Another person's entry is readable by id through their grant of its category.
    @Sendable static func read(req: Request) async throws -> E.Output {
        let reader = try await req.dataOwner(for: category)
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This entry") }
        let entries = JournalEntries<E.Value>(req.useCases)
        var found = try await entries.find(id, of: reader.person).map { ($0, reader) }
        if found == nil, reader.id == (try req.currentUser()).id, let ownerID = try await entries.owner(of: id),
           let owner = try await req.grantedOwner(ownerID, for: category) {
            found = try await entries.find(id, of: owner.person).map { ($0, owner) }
        }
        guard let found else { throw APIError.notFound("This entry") }
        let (entry, owner) = found
        return E.output(entry.value, id: entry.id, date: entry.date, preferences: owner.account.preferences)
    }

    @Sendable static func replace(req: Request) async throws -> E.Output {
        let user = try req.currentUser()
        let entry = try await find(req, user: user)
        let body = try JSONBody.object(of: req, allowed: E.fields)
        return try await save(body, into: entry.id, user: user, req: req)
    }

    @Sendable static func patch(req: Request) async throws -> E.Output {
        let user = try req.currentUser()
        let entry = try await find(req, user: user)
        let changes = try JSONBody.object(of: req, allowed: E.fields)
        var merged = try E.patchBase(entry.value, preferences: user.account.preferences, changing: Set(changes.keys))
        merged.merge(changes) { _, new in new }
        return try await save(merged, into: entry.id, user: user, req: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try await DeleteEntry<E.Value>(req.useCases)(try await find(req, user: user).id, for: user.person)
        return .noContent
    }

    static var category: ShareCategory { ShareCategory.covering(E.Value.journalKind) }

    /// The caller's own entry to change. One they may only read through a grant is a 403.
    private static func find(_ req: Request, user: CurrentUser) async throws -> JournalEntry<E.Value> {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This entry") }
        let entries = JournalEntries<E.Value>(req.useCases)
        if let entry = try await entries.find(id, of: user.person) { return entry }
        if let ownerID = try await entries.owner(of: id),
           try await req.grantedOwner(ownerID, for: category) != nil {
            throw APIError.forbidden
        }
        throw APIError.notFound("This entry")
    }

    /// Validates the whole new value, then stores it; the entry moves to the day of its new time.
    static func save(_ body: [String: Any], into id: UUID, user: CurrentUser, req: Request) async throws -> E.Output {
        let preferences = user.account.preferences
        let value = try E.decode(try JSONBody.data(body), preferences: preferences)
        let entry = try await ChangeEntry<E.Value>(req.useCases)(id, to: value, for: user.person)
        return E.output(entry.value, id: entry.id, date: entry.date, preferences: preferences)
    }
}

extension EntryEndpoint {
    /// What a PATCH starts from: the entry as the API shows it, without the read-only fields.
    static func patchBase(_ value: Value, preferences: Preferences, changing: Set<String>) throws -> [String: Any] {
        let shown = output(value, id: UUID(), date: LocalDate(dayNumber: 0), preferences: preferences)
        return try JSONBody.object(from: JSONCoding.encoder().encode(shown)).filter { fields.contains($0.key) }
    }
}
