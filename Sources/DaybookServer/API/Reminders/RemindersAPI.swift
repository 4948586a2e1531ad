import DaybookCore
import DaybookStore
import Fluent
import Foundation
import Vapor

/// `/api/v1/reminders`: create, list, read, update, delete. Every change recomputes the persisted
/// next fire and wakes the scheduler.
enum RemindersAPI {
    /// Reminders and the webhook they are also delivered to.
    static func register(on routes: any RoutesBuilder) {
        let reminders = routes.grouped("reminders")
        reminders.get(use: list)
        reminders.post(use: create)
        reminders.get(":id", use: show)
        reminders.put(":id", use: replace)
        reminders.patch(":id", use: patch)
        reminders.delete(":id", use: delete)
        WebhookAPI.register(on: routes)
    }

    @Sendable static func list(req: Request) async throws -> [ReminderDTO] {
        let user = try req.currentUser()
        return try await ReminderQueries(req.db, userID: user.id).list().map(ReminderDTO.init)
    }

    @Sendable static func show(req: Request) async throws -> ReminderDTO {
        let user = try req.currentUser()
        return try ReminderDTO(try await find(req, ReminderQueries(req.db, userID: user.id)))
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let record = try await add(JSONBody.object(of: req, allowed: ReminderInput.fields), user: try req.currentUser(), req: req)
        return try await ReminderDTO(record).encodeResponse(status: .created, for: req)
    }

    /// Checks the kind's limit and stores the reminder with its next fire; the web page comes here too.
    static func add(_ object: [String: Any], user: CurrentUser, req: Request) async throws -> ReminderRecord {
        let reminder = try decode(object)
        let now = req.clock.now()
        let record = try await req.db.transaction { tx in
            let queries = ReminderQueries(tx, userID: user.id)
            try await queries.lockForChange()
            try ReminderRules.checkLimit(adding: reminder.kind, existing: try await queries.count(of: reminder.kind))
            let next = try await ReminderPlanner.nextFire(reminder, userID: user.id, preferences: user.record.preferences,
                                                          lastFired: nil, on: tx, now: now)
            return try await queries.create(reminder, nextFireAt: next, at: now)
        }
        await changed(req, record, .created, userID: user.id)
        return record
    }

    /// PUT: the whole reminder (absent optional fields take their defaults).
    @Sendable static func replace(req: Request) async throws -> ReminderDTO {
        try await update(req, merging: false)
    }

    /// PATCH: only the fields given.
    @Sendable static func patch(req: Request) async throws -> ReminderDTO {
        try await update(req, merging: true)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        try await remove(user: try req.currentUser(), req: req)
        return .noContent
    }

    static func remove(user: CurrentUser, req: Request) async throws {
        let queries = ReminderQueries(req.db, userID: user.id)
        let record = try await find(req, queries)
        try await queries.delete(record)
        await req.liveEvents.publish(.init(change: .deleted, kind: "reminders", id: record.id), to: user.id)
    }

    private static func update(_ req: Request, merging: Bool) async throws -> ReminderDTO {
        try await change(JSONBody.object(of: req, allowed: ReminderInput.fields), merging: merging, user: try req.currentUser(), req: req)
    }

    /// Replaces or merges the fields of the reminder named by the `id` parameter.
    static func change(_ object: [String: Any], merging: Bool, user: CurrentUser, req: Request) async throws -> ReminderDTO {
        // As bytes: the transaction's closure may only capture Sendable values.
        let body = try JSONBody.data(object)
        let now = req.clock.now()
        let record = try await req.db.transaction { tx in
            let queries = ReminderQueries(tx, userID: user.id)
            try await queries.lockForChange()
            let record = try await find(req, queries)
            var merged = try JSONBody.object(from: body)
            if merging {
                let current = try JSONSerialization.jsonObject(with: try JSONCoding.encoder().encode(ReminderDTO(record)))
                if let current = current as? [String: Any] {
                    for field in ReminderInput.fields where merged[field] == nil { merged[field] = current[field] }
                }
            }
            let reminder = try decode(merged)
            if reminder.kind.rawValue != record.kind {
                let existing = try await queries.count(of: reminder.kind, excluding: record.id)
                try ReminderRules.checkLimit(adding: reminder.kind, existing: existing)
            }
            let next = try await ReminderPlanner.nextFire(reminder, userID: user.id, preferences: user.record.preferences,
                                                          lastFired: record.lastFiredAt, on: tx, now: now)
            try await queries.update(record, to: reminder, nextFireAt: next, at: now)
            return record
        }
        await changed(req, record, .updated, userID: user.id)
        return try ReminderDTO(record)
    }

    private static func decode(_ object: [String: Any]) throws -> Reminder {
        // An explicit null for an optional field means "the default".
        let cleaned = object.filter { !($0.value is NSNull) }
        return try JSONCoding.decoder().decode(ReminderInput.self, from: try JSONBody.data(cleaned)).reminder()
    }

    private static func find(_ req: Request, _ queries: ReminderQueries) async throws -> ReminderRecord {
        guard let id = req.parameters.get("id", as: UUID.self), let record = try await queries.find(id) else {
            throw APIError.notFound("This reminder")
        }
        return record
    }

    private static func changed(_ req: Request, _ record: ReminderRecord, _ change: LiveEvent.Change, userID: UUID) async {
        await req.liveEvents.publish(.init(change: change, kind: "reminders", id: record.id), to: userID)
        await req.application.reminderScheduler.poke()
    }
}
