import DaybookApp
import DaybookCore
import Vapor

/// The morning entry's form on the log page. Without JavaScript it comes back to the same date
/// (`/log?date=…#morning`); the page's script sends it with `Accept: application/json` and gets the
/// stored morning, or a 422 with each refused field's message in the person's language, so that
/// stepping through days back-fills without a page load.
enum MorningPage {
    @Sendable static func save(req: Request) async throws -> Response {
        guard req.asksForJSON else {
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
            return try FormRefusal.response(["date": error.message])
        } catch let changed as ChangedMeanwhile {
            return try FormConflict(changed, form: MorningForm.key, typed: form, preferences: preferences).json(date: form["date"])
        } catch {
            var errors = try FieldErrors(error, in: req.errorWords)
            let strings = Strings.table(preferences.language)
            let advice = MorningForm.advice(form, preferences: preferences, strings: strings).filter { errors[$0.field] != nil }
            for each in advice { errors[each.field] = each.message }
            return try FormRefusal.response(errors, fix: advice.lazy.compactMap(\.fix).first)
        }
    }

    /// Saves the form merged with the morning as stored when the save runs (`ShownFields`).
    private static func store(_ form: [String: String], user: CurrentUser, req: Request) async throws -> LocalDate {
        let preferences = user.account.preferences
        let (date, _) = try MorningForm.read(form, preferences: preferences)
        try LogPage.checkShownDate(form, date: date, strings: Strings.table(preferences.language))
        try await LogMorning(req.useCases)(try ShownFields.save(
            form, specs: MorningForm.fields(preferences),
            draw: { MorningForm.values($0, preferences: preferences) },
            read: { fields, _ in try MorningForm.read(fields, preferences: preferences).1 }),
            on: date, for: user.person)
        return date
    }
}
