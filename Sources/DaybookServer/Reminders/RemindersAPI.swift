import DaybookApp
import DaybookCore
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
        return try await Reminders(req.useCases).list(of: user.person).map(ReminderDTO.init)
    }

    @Sendable static func show(req: Request) async throws -> ReminderDTO {
        let user = try req.currentUser()
        guard let scheduled = try await Reminders(req.useCases).find(try id(req), of: user.person) else {
            throw APIError.notFound("This reminder")
        }
        return ReminderDTO(scheduled)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let added = try await add(JSONBody.object(of: req, allowed: ReminderInput.fields), user: try req.currentUser(), req: req)
        return try await ReminderDTO(added).encodeResponse(status: .created, for: req)
    }

    /// Checks the kind's limit and stores the reminder with its next fire; the web page comes here too.
    static func add(_ object: [String: Any], user: CurrentUser, req: Request) async throws -> ScheduledReminder {
        try await AddReminder(req.useCases)(try ReminderInput.reminder(from: object), for: user.person)
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
        try await DeleteReminder(req.useCases)(try id(req), for: user.person)
    }

    private static func update(_ req: Request, merging: Bool) async throws -> ReminderDTO {
        try await change(JSONBody.object(of: req, allowed: ReminderInput.fields), merging: merging, user: try req.currentUser(), req: req)
    }

    /// Replaces or merges the fields of the reminder named by the `id` parameter.
    static func change(_ object: [String: Any], merging: Bool, user: CurrentUser, req: Request) async throws -> ReminderDTO {
        // As bytes: the use case's closure may only capture Sendable values.
        let body = try JSONBody.data(object)
        let changed = try await ChangeReminder(req.useCases)(try id(req), for: user.person) { stored in
            var merged = try JSONBody.object(from: body)
            if merging {
                let current = try JSONSerialization.jsonObject(with: try JSONCoding.encoder().encode(ReminderDTO(stored)))
                if let current = current as? [String: Any] {
                    for field in ReminderInput.fields where merged[field] == nil { merged[field] = current[field] }
                }
            }
            return try ReminderInput.reminder(from: merged)
        }
        return ReminderDTO(changed)
    }

    private static func id(_ req: Request) throws -> UUID {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw APIError.notFound("This reminder") }
        return id
    }
}
