import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// A timestamped journal kind as the web app shows it: its form, whether the person tracks it, and
/// one line for lists. Forms become the same JSON the API takes, so both validate alike.
protocol WebEntryKind {
    associatedtype Endpoint: EntryEndpoint
    static var titleKey: String { get }
    static func fields(_ preferences: Preferences) -> [FieldSpec]
    static func isTracked(_ tracking: TrackingPreferences) -> Bool
    static func summary(_ output: Endpoint.Output, preferences: Preferences, strings: Catalogue) -> String
    /// What an edit form starts with (see `apiValues`; a kind shown in the person's units converts).
    static func formValues(_ output: Endpoint.Output, preferences: Preferences) throws -> [String: String]
    /// Messages in the person's language (and a one-tap fix) for a form that was refused.
    static func advice(_ form: [String: String], preferences: Preferences, strings: Catalogue) -> [FieldAdvice]
    /// The form with a tapped fix (`FormFix`) applied.
    static func corrected(_ form: [String: String]) -> [String: String]
}

extension WebEntryKind {
    static var path: String { Endpoint.path }

    /// The form's text turned into the API's JSON: numbers as numbers ("6,5" too), local date and
    /// time as an instant in the person's zone, empty optional fields left out.
    static func json(from typed: [String: String], preferences: Preferences) throws -> [String: Any] {
        let form = corrected(typed)
        var json: [String: Any] = [:]
        var check = FormCheck()
        for spec in fields(preferences) {
            let text = (form[spec.name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty {
                if !spec.optional { check.add(ValidationError(field: spec.name, .required)) }
                continue
            }
            json[spec.name] = try check.field { () throws -> Any? in
                switch spec.control {
                case .number, .range:
                    try FormNumber.optional(text, field: spec.name)
                case .datetime:
                    try LocalTimeText.parse(text, zone: preferences.zone, field: spec.name).formatted(.iso8601)
                case .check:
                    text == "true" || text == "on"
                case .date, .day, .text, .select, .choices, .textarea, .password, .pin, .time:
                    text
                }
            } ?? nil
        }
        try check.finish()
        return json
    }

    static func formValues(_ output: Endpoint.Output, preferences: Preferences) throws -> [String: String] {
        try apiValues(output, preferences: preferences)
    }

    static func advice(_ form: [String: String], preferences: Preferences, strings: Catalogue) -> [FieldAdvice] { [] }

    static func corrected(_ form: [String: String]) -> [String: String] { form }

    /// The entry as the API shows it, in the form's notation.
    static func apiValues(_ output: Endpoint.Output, preferences: Preferences) throws -> [String: String] {
        let shown = try JSONBody.object(from: JSONCoding.encoder().encode(output))
        var values: [String: String] = [:]
        for spec in fields(preferences) {
            switch (spec.control, shown[spec.name]) {
            case (.datetime, let text as String):
                values[spec.name] = (try? Date(text, strategy: .iso8601)).map { LocalTimeText.format($0, zone: preferences.zone) }
            case (.check, let flag as Bool):
                values[spec.name] = flag ? "true" : ""
            case (_, let number as NSNumber) where !(number is Bool):
                values[spec.name] = NumberText.format(number.doubleValue, language: preferences.language, decimals: 2)
            case (_, let text as String):
                values[spec.name] = text
            default:
                break
            }
        }
        return values
    }

    /// A fresh form: the time is now, everything else as the kind suggests.
    static func blankValues(now: Date, preferences: Preferences) -> [String: String] {
        var values: [String: String] = [:]
        for spec in fields(preferences) {
            if spec.control == .datetime, !spec.optional { values[spec.name] = LocalTimeText.format(now, zone: preferences.zone) }
            if spec.control == .range { values[spec.name] = "5" }
            if spec.control == .select, !spec.optional, let first = spec.options.first { values[spec.name] = first.value }
            if let initial = spec.initial { values[spec.name] = initial }
        }
        return values
    }

    /// Logs the form as a new entry; returns the JSON it became (a favourite can be saved from it).
    @discardableResult
    static func create(_ form: [String: String], user: CurrentUser, req: Request) async throws -> [String: Any] {
        let body = try json(from: form, preferences: user.account.preferences)
        try await log(body, user: user, req: req)
        return body
    }

    /// Logs an entry given as the API's JSON (a form's, or one kept for undo).
    static func log(_ body: [String: Any], user: CurrentUser, req: Request) async throws {
        let value = try Endpoint.decode(try JSONBody.data(body), preferences: user.account.preferences)
        _ = try await LogEntry<Endpoint.Value>(req.useCases)(value, for: user.person)
    }

    static func update(_ id: UUID, _ form: [String: String], user: CurrentUser, req: Request) async throws {
        let body = try json(from: form, preferences: user.account.preferences)
        let value = try Endpoint.decode(try JSONBody.data(body), preferences: user.account.preferences)
        _ = try await ChangeEntry<Endpoint.Value>(req.useCases)(id, to: value, for: user.person)
    }

    static func find(_ id: UUID, user: CurrentUser, req: Request) async throws -> JournalEntry<Endpoint.Value>? {
        try await JournalEntries<Endpoint.Value>(req.useCases).find(id, of: user.person)
    }

    static func output(_ entry: JournalEntry<Endpoint.Value>, preferences: Preferences) -> Endpoint.Output {
        Endpoint.output(entry.value, id: entry.id, date: entry.date, preferences: preferences)
    }
}
