import DaybookApp
import DaybookCore
import Vapor

/// Reminders: each with its time, days and an on/off
/// switch; up to three for the stress log and one for the metrics log.
enum RemindersPage {
    struct Row: Encodable {
        var id: String
        var title: String
        var when: String
        var enabled: Bool
    }

    struct Day: Encodable {
        var value: Int
        var label: String
        var checked: Bool
    }

    struct View: Encodable {
        var saved: Bool
        var rows: [Row]
        var forms: [FormView]
        var days: [Day]
        var error: String?
    }

    static let fields = [
        FieldSpec(name: "kind", labelKey: "reminderKind", control: .select,
                  options: ReminderKind.allCases.map { ($0.rawValue, "reminder.\($0.rawValue)") }),
        FieldSpec(name: "time", labelKey: "reminderTime", control: .time, initial: "20:00"),
        FieldSpec(name: "text", labelKey: "reminderText", control: .text, optional: true),
        FieldSpec(name: "daysBefore", labelKey: "daysBefore", control: .number, optional: true, min: "0", max: "14", step: "1", initial: "2"),
    ]

    static func render(_ req: Request, values: [String: String] = [:], errors: FieldErrors = [:], status: HTTPStatus = .ok) async throws -> Response {
        let user = try req.currentUser()
        let strings = Strings.table(user.account.preferences.language)
        let dayNames = (strings["weekdays"] ?? "").split(separator: " ").map(String.init)
        let rows = try await Reminders(req.useCases).list(of: user.person).map { scheduled in
            let dto = ReminderDTO(scheduled)
            let shown = try JSONBody.object(from: JSONCoding.encoder().encode(dto))
            let days = dto.weekdays.count == 7 ? strings["everyDay"] ?? "" : dto.weekdays.compactMap { dayNames.indices.contains($0 - 1) ? dayNames[$0 - 1] : nil }.joined(separator: ", ")
            return Row(id: dto.id.uuidString, title: dto.text ?? strings["reminder.\(dto.kind.rawValue)"] ?? dto.kind.rawValue,
                       when: "\(shown["time"] as? String ?? "") · \(days)", enabled: dto.enabled)
        }
        let shown = values.isEmpty ? Dictionary(uniqueKeysWithValues: fields.compactMap { spec in spec.initial.map { (spec.name, $0) } }) : values
        let form = FormView(key: "reminder", title: strings["newReminder"] ?? "", action: "/reminders",
                            fields: fields.map { $0.field(form: "reminder", values: shown, errors: errors, strings: strings) })
        let checked = values.isEmpty ? Set(1...7) : Set((1...7).filter { values["day\($0)"] == "on" })
        let days = dayNames.enumerated().map { Day(value: $0.offset + 1, label: $0.element, checked: checked.contains($0.offset + 1)) }
        let view = View(saved: req.query[String.self, at: "saved"] != nil, rows: rows, forms: [form], days: days, error: errors["weekdays"])
        return try await req.render("reminders", tab: "settings", view, status: status, live: "reminders")
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await render(req)
    }

    @Sendable static func create(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        do {
            var object: [String: Any] = ["kind": form["kind"] ?? "", "time": form["time"] ?? "",
                                         "weekdays": (1...7).filter { form["day\($0)"] == "on" }]
            if let text = form["text"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty { object["text"] = text }
            if let days = try FormNumber.optional(form["daysBefore"], field: "daysBefore") { object["daysBefore"] = Int(days) }
            _ = try await AddReminder(req.useCases)(try ReminderInput.reminder(from: object), for: user.person)
            return req.redirect(to: "/reminders?saved=1")
        } catch {
            return try await render(req, values: form, errors: try FieldErrors(error, in: req.errorWords), status: .unprocessableEntity)
        }
    }

    @Sendable static func toggle(req: Request) async throws -> Response {
        let user = try req.currentUser()
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        _ = try await ChangeReminder(req.useCases)(id, for: user.person) { stored in
            var reminder = stored.reminder
            reminder.enabled.toggle()
            return reminder
        }
        return req.redirect(to: "/reminders?saved=1")
    }

    @Sendable static func delete(req: Request) async throws -> Response {
        guard let id = req.parameters.get("id", as: UUID.self) else { throw Abort(.notFound) }
        try await DeleteReminder(req.useCases)(id, for: try req.currentUser().person)
        return req.redirect(to: "/reminders?saved=1")
    }
}
