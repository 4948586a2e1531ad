import DaybookCore
import DaybookStore
import Vapor

/// Settings (seed 003): profile, time zone, language.
enum SettingsPage {
    struct View: Encodable {
        var saved = false
        var displayName: String
        var timeZone: String
        var language: String
        var errors: FieldErrors = [:]
    }

    struct Form: Content {
        var displayName: String?
        var timeZone: String?
        var language: String?
    }

    @Sendable static func show(req: Request) async throws -> Response {
        let preferences = try req.currentUser().record.preferences
        return try await req.render("settings", tab: "settings", View(
            saved: req.query[String.self, at: "saved"] != nil, displayName: preferences.displayName,
            timeZone: preferences.timeZone, language: preferences.language.rawValue))
    }

    @Sendable static func save(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let form = (try? req.content.decode(Form.self)) ?? Form()
        var view = View(displayName: form.displayName ?? "", timeZone: form.timeZone ?? "", language: form.language ?? "en")
        do {
            var change = PreferencesChange()
            change.displayName = form.displayName
            change.timeZone = form.timeZone
            guard let language = Language(rawValue: form.language ?? "") else { throw ValidationError(field: "language", "choose a language") }
            change.language = language
            user.record.preferences = try user.record.preferences.applying(change)
            try await UserQueries(req.db).save(user.record)
            return req.redirect(to: "/settings?saved=1")
        } catch {
            view.errors = try FieldErrors(error)
        }
        return try await req.render("settings", tab: "settings", view, status: .unprocessableEntity)
    }
}
