import Crypto
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
    /// Whose changes a live page follows when it is someone else's, shared (`/api/v1/events?owner=`).
    var liveOwner: String?
    /// Minutes without a tap or key before the page goes to the lock screen; nil without a passcode.
    var lockAfter: Int?
    /// Unread notifications, for the bell in the header; nil when logged out.
    var unread: Int?
    var unreadLabel: String?
    /// Names what this person's phone keeps (caches, waiting saves) apart from another account's: a
    /// digest of the account's id, which says nothing of it. nil when logged out.
    var account: String?
    /// "yes" when the service worker may keep this page to show offline, "no" when the account's
    /// passcode forbids it; nil where the page does not know.
    var keep: String?
    /// What each log form is called (its path's last part → its title), for what waits to be sent.
    var logTitles: String?
    /// The offline banner's words (`offline.js`), with each plural form of the counted ones this
    /// language uses: a JSON object.
    var offlineWords: String?

    /// The words `t` holds, for what the page's Swift side writes itself.
    fileprivate let catalogue: Catalogue

    private enum CodingKeys: String, CodingKey {
        case lang, t, csrf, displayName, tab, live, liveOwner, lockAfter, unread, unreadLabel, account, keep, logTitles, offlineWords
    }

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
        account = user.map { Self.offlineKey(of: $0.id) }
        keep = req.storage[KeepsPagesKey.self].map { $0 ? "yes" : "no" }
        if user != nil {
            logTitles = Self.logTitles(t)
            offlineWords = Self.offlineWords(catalogue)
        }
    }

    static let offlineWordKeys = [
        "kept": "offlineKeptAt", "kept-on": "offlineKeptOn", "now": "offlineNow", "sending": "offlineSending",
        "sign-in": "offlineSignIn", "unlock": "offlineUnlock", "log-in-label": "logIn", "unlock-label": "unlock", "back": "offlineBack",
        "show-latest": "offlineShowLatest", "conflict": "offlineConflict", "mine": "offlineMine", "saved": "offlineSaved",
        "refused": "offlineRefused", "discard": "offlineDiscard", "edit": "offlineEdit", "queued": "offlineQueued", "entry": "offlineEntry",
        "show-waiting": "offlineShowWaiting", "cancel": "cancel", "cancelled": "offlineCancelled", "undo": "undo",
    ]

    static func offlineWords(_ catalogue: Catalogue) -> String {
        var words = offlineWordKeys.mapValues { catalogue[$0] ?? $0 }
        for category in catalogue.language.pluralCategories {
            words["waiting.\(category.rawValue)"] = catalogue["offlineWaiting.\(category.rawValue)"]
            words["log-out.\(category.rawValue)"] = catalogue["offlineLogOut.\(category.rawValue)"]
        }
        return ShownFields.text(words)
    }

    static func logTitles(_ strings: [String: String]) -> String {
        var titles = LogPage.recordTitleKeys.mapValues { strings[$0] ?? $0 }
        for kind in WebEntryKinds.all { titles[kind.path] = strings[kind.titleKey] ?? kind.path }
        titles["favourites"] = strings["favourites"] ?? "favourites"
        return ShownFields.text(titles)
    }

    static func offlineKey(of id: UUID) -> String {
        SHA256.hash(data: Data("daybook offline \(id.uuidString.lowercased())".utf8)).prefix(8)
            .map { String(format: "%02x", $0) }.joined()
    }
}

/// A page: the shared context and the page's own view model.
struct Page<Content: Encodable>: Encodable {
    var context: WebContext
    var page: Content
}

extension Request {
    func render<Content: Encodable>(_ template: String, tab: String, _ page: Content, status: HTTPStatus = .ok,
                                    live: String? = nil, liveOwner: String? = nil, language: Language? = nil) async throws -> Response {
        var context = WebContext(self, tab: tab, live: live, language: language)
        context.liveOwner = liveOwner
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
