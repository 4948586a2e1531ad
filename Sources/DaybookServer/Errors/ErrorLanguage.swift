import DaybookCore
import Vapor

/// The language an error speaks to whoever made the request: the logged-in account's, else the best
/// of the shipped languages for `Accept-Language`, else English. Nightscout's routes stay English: their
/// clients are uploaders and watches that were written against Nightscout's own English answers.
enum ErrorLanguage {
    static func of(_ request: Request) -> Language {
        if NulCharacterGuard.isNightscout(request.url.path) { return .en }
        if let user = request.auth.get(CurrentUser.self) { return user.account.preferences.language }
        return .preferred(acceptLanguage: request.headers.first(name: .acceptLanguage))
    }
}

extension Request {
    /// The catalogue errors are worded from for this request (see `ErrorLanguage`).
    var errorWords: Catalogue { Strings.table(ErrorLanguage.of(self)) }
}
