import DaybookApp
import DaybookCore
import Vapor

/// What every page needs besides its own content: the words in the person's language, the form
/// token, the name, which tab is open.
struct WebContext: Encodable {
    var lang: String
    var t: [String: String]
    var csrf: String
    var displayName: String?
    var tab: String
    /// The kinds of change that reload the page (`app.js`), "*" for any; nil for none.
    var live: String?
    /// Minutes without a tap or key before the page goes to the lock screen; nil without a passcode.
    var lockAfter: Int?
    /// Unread notifications, for the bell in the header; nil when logged out.
    var unread: Int?
    var unreadLabel: String?

    /// The words `t` holds, for what the page's Swift side writes itself.
    fileprivate let catalogue: Catalogue

    private enum CodingKeys: String, CodingKey { case lang, t, csrf, displayName, tab, live, lockAfter, unread, unreadLabel }

    /// `language` when the page knows the person's language without their being logged in (an error page).
    init(_ req: Request, tab: String, live: String? = nil, language: Language? = nil) {
        let user = req.auth.get(CurrentUser.self)
        let language = language ?? user?.account.preferences.language
            ?? Language.preferred(acceptLanguage: req.headers.first(name: .acceptLanguage))
        lang = language.rawValue
        catalogue = Strings.table(language)
        t = catalogue.texts
        csrf = CSRF.token(for: req)
        displayName = user?.account.displayName
        self.tab = tab
        self.live = live
        lockAfter = req.storage[IdleMinutesKey.self]
    }
}

/// A page: the shared context and the page's own view model.
struct Page<Content: Encodable>: Encodable {
    var context: WebContext
    var page: Content
}

extension Request {
    func render<Content: Encodable>(_ template: String, tab: String, _ page: Content, status: HTTPStatus = .ok,
                                    live: String? = nil, language: Language? = nil) async throws -> Response {
        var context = WebContext(self, tab: tab, live: live, language: language)
        if let user = auth.get(CurrentUser.self) {
            let unread = try await Notifications(useCases).unreadCount(of: user.person)
            context.unread = unread
            context.unreadLabel = context.catalogue.counted("notificationsUnread", unread)
        }
        let response = try await view.render(template, Page(context: context, page: page))
            .encodeResponse(status: status, for: self)
        CSRF.addCookie(to: response, for: self)
        return response
    }
}
