import DaybookCore
import Vapor

/// The web app's pages. Sign-in uses the session stored in the database; every form carries a
/// CSRF token; every page but sign-in and sign-up needs a session.
enum WebRoutes {
    static func register(_ app: Application) throws {
        let web = app.grouped(UserSessionAuthenticator(), CSRFMiddleware())
        web.get("login", use: AuthPages.loginPage)
        web.post("login", use: AuthPages.logIn)
        web.get("signup", use: AuthPages.signUpPage)
        web.post("signup", use: AuthPages.signUp)
        web.post("logout", use: AuthPages.logOut)

        let session = web.grouped(RequireSession())
        session.get("lock", use: LockPage.show)
        session.post("lock", use: LockPage.unlock)
        let pages = session.grouped(PasscodeLock(isPage: true))
        pages.get(use: HomePage.show)
        pages.get("onboarding", use: OnboardingPage.show)
        pages.post("onboarding", use: OnboardingPage.save)
        pages.get("log", use: LogPage.show)
        pages.post("log", "day", use: LogPage.logDay)
        pages.post("log", "metrics", use: LogPage.logMetrics)
        pages.post("log", ":kind", use: LogPage.logEntry)
        pages.post("log", "favourites", ":kind", ":id", use: LogPage.logFavourite)
        pages.get("history", use: HistoryPage.show)
        pages.get("history", ":kind", ":id", use: HistoryPage.edit)
        pages.post("history", ":kind", ":id", use: HistoryPage.update)
        pages.post("history", ":kind", ":id", "delete", use: HistoryPage.delete)
        pages.post("history", ":kind", "undo", use: HistoryPage.undo)
        pages.get("day", ":date", use: DayPage.show)
        pages.get("timelines", use: TimelinesPage.show)
        pages.post("timelines", "runs", use: TimelinesPage.start)
        pages.get("timelines", "runs", ":id", use: TimelineRunPage.show)
        pages.post("timelines", "runs", ":id", "cancel", use: TimelineRunPage.cancel)
        pages.get("sharing", use: SharingPage.show)
        pages.post("sharing", use: SharingPage.create)
        pages.post("sharing", ":id", "revoke", use: SharingPage.revoke)
        pages.get("reminders", use: RemindersPage.show)
        pages.post("reminders", use: RemindersPage.create)
        pages.post("reminders", ":id", "toggle", use: RemindersPage.toggle)
        pages.post("reminders", ":id", "delete", use: RemindersPage.delete)
        pages.get("calendar", use: CalendarPage.show)
        pages.get("cycle", use: CyclePage.show)
        pages.get("insights", use: InsightsPage.show)
        pages.get("settings", use: SettingsPage.show)
        pages.post("settings", use: SettingsPage.save)
        pages.post("settings", "tracking", use: SettingsPage.saveTracking)
        pages.post("settings", "password", use: SettingsPage.changePassword)
        pages.post("settings", "tokens", use: SettingsPage.createToken)
        pages.post("settings", "tokens", ":id", "revoke", use: SettingsPage.revokeToken)
        pages.post("settings", "delete", use: SettingsPage.deleteAccount)
        pages.post("settings", "nightscout", "secret", use: SettingsPage.renewNightscoutSecret)
        pages.post("settings", "passcode", use: PasscodeSettings.save)
        pages.post("settings", "passcode", "remove", use: PasscodeSettings.remove)
    }
}

/// Pages need a session: without one, the log-in page.
struct RequireSession: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.auth.has(CurrentUser.self) else { return request.redirect(to: "/login") }
        return try await next.respond(to: request)
    }
}

/// Field errors of a form, keyed by field, for messages next to the inputs.
typealias FieldErrors = [String: String]

extension FieldErrors {
    init(_ error: any Error) throws {
        switch error {
        case let error as ValidationError: self = [error.field: error.message]
        case let error as APIError where error.field != nil: self = [error.field ?? "": error.message]
        case let error as DecodingError: let api = error.apiError; self = [api.field ?? "form": api.message]
        default: throw error
        }
    }
}
