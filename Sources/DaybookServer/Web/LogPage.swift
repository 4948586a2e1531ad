import DaybookCore
import DaybookStore
import Vapor

/// Log (seed 003 Logger, seed 000 symptoms): stress with a slider that returns to 5 after logging
/// and a "now" button; the flow of a day.
enum LogPage {
    struct StressFields: Encodable {
        var time: String
        var level: String = "5"
        var note: String = ""
    }

    struct FlowOption: Encodable {
        var value: String
        var label: String
        var selected: Bool
    }

    struct View: Encodable {
        var showStress: Bool
        var showFlow: Bool
        var saved: Bool
        var stress: StressFields
        var flowDate: String
        var flowOptions: [FlowOption]
        var errors: FieldErrors = [:]
    }

    static func view(_ req: Request, saved: Bool = false, stress: StressFields? = nil, flowDate: String? = nil,
                     flow: String? = nil, errors: FieldErrors = [:]) throws -> View {
        let preferences = try req.currentUser().record.preferences
        let strings = Strings.table(preferences.language)
        let now = req.clock.now()
        let date = flowDate ?? req.query[String.self, at: "date"] ?? LocalDate(now, in: preferences.zone).description
        return View(
            showStress: preferences.tracking.trackStress, showFlow: preferences.tracking.trackFlow, saved: saved,
            stress: stress ?? StressFields(time: LocalTimeText.format(now, zone: preferences.zone)),
            flowDate: date,
            flowOptions: FlowLevel.allCases.map {
                FlowOption(value: $0.rawValue, label: strings["flow.\($0.rawValue)"] ?? $0.rawValue, selected: $0.rawValue == (flow ?? "MEDIUM"))
            },
            errors: errors)
    }

    @Sendable static func show(req: Request) async throws -> Response {
        try await req.render("log", tab: "log", try view(req, saved: req.query[String.self, at: "saved"] != nil))
    }

    struct StressForm: Content {
        var time: String?
        var level: String?
        var note: String?
    }

    @Sendable static func logStress(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let zone = user.record.preferences.zone
        let form = (try? req.content.decode(StressForm.self)) ?? StressForm()
        let fields = StressFields(time: form.time ?? "", level: form.level ?? "5", note: form.note ?? "")
        do {
            let time = try LocalTimeText.parse(fields.time, zone: zone, field: "time")
            guard let level = Int(fields.level) else { throw ValidationError(field: "level", "must be a whole number from 1 to 10") }
            let note = fields.note.trimmingCharacters(in: .whitespacesAndNewlines)
            let rating = try StressRating(level: level, time: time, note: note.isEmpty ? nil : note)
            let date = LocalDate(time, in: zone)
            let record = try await EntryQueries<StressRatingRecord>(req.db, userID: user.id).create(rating, date: date)
            await req.liveEvents.publish(.init(change: .created, kind: "stress", id: record.id, date: date), to: user.id)
            // Back to the form with the slider at 5 again (seed 003).
            return req.redirect(to: "/log?saved=stress")
        } catch {
            let errors = try FieldErrors(error)
            return try await req.render("log", tab: "log", try view(req, stress: fields, errors: errors), status: .unprocessableEntity)
        }
    }

    struct FlowForm: Content {
        var date: String?
        var flow: String?
    }

    @Sendable static func logFlow(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode(FlowForm.self)) ?? FlowForm()
        do {
            let date = try LocalDate(parsing: form.date ?? "", field: "date")
            guard let level = form.flow.flatMap(FlowLevel.init(rawValue:)) else { throw ValidationError(field: "flow", "choose a flow") }
            let days = DayQueries(req.db, userID: user.id)
            var patch = SymptomsPatch()
            patch.flow = level == .none ? .cleared : .set(level)
            let next = try (try await days.symptoms(on: date)?.value() ?? Symptoms()).applying(patch)
            if next.isEmpty { _ = try await days.deleteSymptoms(on: date) } else { try await days.saveSymptoms(next, on: date) }
            await req.liveEvents.publish(.init(change: .updated, kind: "symptoms", date: date), to: user.id)
            return req.redirect(to: "/log?saved=flow&date=\(date)")
        } catch {
            let errors = try FieldErrors(error)
            return try await req.render("log", tab: "log", try view(req, flowDate: form.date ?? "", flow: form.flow, errors: errors),
                                        status: .unprocessableEntity)
        }
    }
}

/// `datetime-local` values ("2026-03-01T08:30") in the person's time zone.
enum LocalTimeText {
    static func format(_ instant: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        return String(format: "%04d-%02d-%02dT%02d:%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1, c.hour ?? 0, c.minute ?? 0)
    }

    static func parse(_ text: String, zone: TimeZone, field: String) throws -> Date {
        let parts = text.split(separator: "T")
        guard parts.count == 2, let date = try? LocalDate(parsing: String(parts[0])) else {
            throw ValidationError(field: field, "must be a date and time")
        }
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        guard clock.count >= 2, (0...23).contains(clock[0]), (0...59).contains(clock[1]) else {
            throw ValidationError(field: field, "must be a date and time")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: clock[0], minute: clock[1])
        guard let instant = calendar.date(from: components) else { throw ValidationError(field: field, "must be a date and time") }
        return instant
    }
}
