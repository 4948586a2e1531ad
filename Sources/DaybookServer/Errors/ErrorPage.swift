import Vapor

/// An error met by a person in the browser: a page in their language with a way back, not the API's
/// JSON. API clients, Nightscout uploaders and calendar apps (which do not ask for HTML) get JSON as before.
enum ErrorPage {
    struct View: Encodable {
        var title: String
        var message: String
        var back: String
        var backLabel: String
    }

    static func wanted(by request: Request) -> Bool {
        let path = request.url.path
        guard !["/api/", "/nightscout/", "/feeds/"].contains(where: { path.hasPrefix($0) }) else { return false }
        return request.headers[.accept].contains { $0.contains("text/html") }
    }

    static func render(_ error: APIError, for request: Request) async throws -> Response {
        // An address no route knows was met before any page logged the person in: the session still says
        // who it is, for the language and the way back (not logged in here: a locked session stays locked).
        let person: CurrentUser?
        if let user = request.auth.get(CurrentUser.self) {
            person = user
        } else {
            person = await UserSessionAuthenticator.sessionUser(of: request)
        }
        let language = person?.account.preferences.language ?? .preferred(acceptLanguage: request.headers.first(name: .acceptLanguage))
        let strings = Strings.table(language)
        let title: String
        let message: String
        switch error.status {
        case .notFound:
            title = strings["errorNotFoundTitle"] ?? "Not found"
            message = strings["errorNotFound"] ?? error.message
        case .internalServerError:
            title = strings["errorServerTitle"] ?? "Something went wrong"
            message = error.message(in: strings)
        default:
            title = strings["errorTitle"] ?? "That did not work"
            message = error.message(in: strings)
        }
        let loggedIn = person != nil
        // A run that finished is removed: its old address leads back to the timelines.
        let timelines = loggedIn && request.url.path.hasPrefix("/timelines/")
        let view = View(title: title, message: message, back: timelines ? "/timelines" : loggedIn ? "/" : "/login",
                        backLabel: timelines ? strings["timelines"] ?? "Timelines"
                            : loggedIn ? strings["errorBackHome"] ?? "Back to today" : strings["logIn"] ?? "Log in")
        return try await request.render("error", tab: "", view, status: error.status, language: language).adding(error.headers)
    }
}
