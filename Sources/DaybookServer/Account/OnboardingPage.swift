import DaybookApp
import DaybookCore
import Vapor

/// After sign-up: the last period's start and length, the usual cycle
/// length, and what to track.
enum OnboardingPage {
    struct Toggle: Encodable {
        var key: String
        var label: String
        var on: Bool
    }

    struct View: Encodable {
        var initialPeriodStart = ""
        var initialPeriodLength = ""
        var averageCycleLength = ""
        var tracking: [Toggle]
        var errors: FieldErrors = [:]
    }

    struct Form: Content {
        var initialPeriodStart: String?
        var initialPeriodLength: String?
        var averageCycleLength: String?
        var track: [String]?
    }

    static func toggles(_ preferences: Preferences, checked: Set<String>? = nil) -> [Toggle] {
        let strings = Strings.table(preferences.language)
        return TrackingPreferences.keys.map { key in
            Toggle(key: key.name, label: strings[key.name] ?? key.name,
                   on: checked.map { $0.contains(key.name) } ?? preferences.tracking[keyPath: key.path])
        }
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let preferences = try req.currentUser().account.preferences
        // The textbook 5-day period and 28-day cycle to start from (her answers, if any, once she gave them):
        // an empty box asks her to know a number she may not.
        let view = View(initialPeriodLength: String(preferences.initialPeriodLength ?? CycleDefaults.periodLength),
                        averageCycleLength: String(preferences.averageCycleLength ?? CycleDefaults.cycleLength),
                        tracking: toggles(preferences))
        return try await req.render("onboarding", tab: "", view)
    }

    @Sendable static func save(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode(Form.self)) ?? Form()
        let checked = Set(form.track ?? [])
        var view = View(initialPeriodStart: form.initialPeriodStart ?? "", initialPeriodLength: form.initialPeriodLength ?? "",
                        averageCycleLength: form.averageCycleLength ?? "", tracking: toggles(user.account.preferences, checked: checked))
        do {
            var check = FormCheck()
            var change = PreferencesChange()
            if let text = nonEmpty(form.initialPeriodStart) {
                change.initialPeriodStart = try check.field {
                    let start = try LocalDate(parsing: text, field: "initialPeriodStart")
                    guard start <= LocalDate(req.clock.now(), in: user.account.preferences.zone) else {
                        throw ValidationError(field: "initialPeriodStart", .notInFuture)
                    }
                    return start
                }
            }
            change.initialPeriodLength = try check.field {
                try number(form.initialPeriodLength, field: "initialPeriodLength", in: Preferences.periodLengthRange, .oneToFifteenDays)
            } ?? nil
            change.averageCycleLength = try check.field {
                try number(form.averageCycleLength, field: "averageCycleLength", in: Preferences.cycleLengthRange, .fifteenToNinetyDays)
            } ?? nil
            try check.finish()
            change.tracking = Dictionary(uniqueKeysWithValues: TrackingPreferences.keys.map { ($0.name, checked.contains($0.name)) })
            let preferences = try await ChangePreferences(req.useCases)(change, for: user.person)
            try req.accountChanged { $0.preferences = preferences }
            return req.redirect(to: "/")
        } catch {
            view.errors = try FieldErrors(error, in: req.errorWords)
        }
        return try await req.render("onboarding", tab: "", view, status: .unprocessableEntity)
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }

    static func number(_ text: String?, field: String, in range: ClosedRange<Int>, _ outside: ProblemKind) throws -> Int? {
        guard let text = nonEmpty(text) else { return nil }
        guard let value = Int(text) else { throw ValidationError(field: field, .wholeNumber) }
        guard range.contains(value) else { throw ValidationError(field: field, outside) }
        return value
    }
}
