import DaybookApp
import DaybookCore
import Vapor

/// The morning entry's form on the log page. Without JavaScript it comes back to the same date
/// (`/log?date=…#morning`); the page's script sends it with `Accept: application/json` and gets the
/// stored morning, or a 422 with each refused field's message in the person's language, so that
/// stepping through days back-fills without a page load.
enum MorningPage {
    struct Refusal: Encodable {
        struct Detail: Encodable {
            var code = "invalid"
            var message: String
            var field: String
        }

        var error: Detail
        /// Every refused field's message, by field.
        var errors: [String: String]
        /// A one-tap correction (97,9 typed with °C: save as °F), sent back as `name=value`.
        var fix: FormFix?
    }

    @Sendable static func save(req: Request) async throws -> Response {
        guard req.headers.accept.mediaTypes.contains(.json) else {
            return try await LogPage.handle(req, key: MorningForm.key) { user, form in
                let date = try await store(form, user: user, req: req)
                return "/log?saved=morning&date=\(date)#morning"
            }
        }
        let user = try req.currentUser()
        let form = (try? req.content.decode([String: String].self)) ?? [:]
        let preferences = user.account.preferences
        do {
            let date = try await store(form, user: user, req: req)
            return try Response.json(MorningOutput(try await MorningView.load(date, of: user.person, req.useCases), preferences: preferences))
        } catch let error as LogPage.OtherDaysValues {
            return try refusal(["date": error.message])
        } catch {
            var errors = try FieldErrors(error)
            let strings = Strings.table(preferences.language)
            let advice = MorningForm.advice(form, preferences: preferences, strings: strings).filter { errors[$0.field] != nil }
            for each in advice { errors[each.field] = each.message }
            return try refusal(errors, fix: advice.lazy.compactMap(\.fix).first)
        }
    }

    private static func store(_ form: [String: String], user: CurrentUser, req: Request) async throws -> LocalDate {
        let (date, patch) = try MorningForm.read(form, preferences: user.account.preferences)
        try LogPage.checkShownDate(form, date: date, strings: Strings.table(user.account.preferences.language))
        try await LogMorning(req.useCases)(patch, on: date, for: user.person)
        return date
    }

    private static func refusal(_ errors: [String: String], fix: FormFix? = nil) throws -> Response {
        let first = errors.keys.sorted().first ?? "form"
        let response = try Response.json(Refusal(error: .init(message: errors[first] ?? "", field: first), errors: errors, fix: fix))
        response.status = .unprocessableEntity
        return response
    }
}
