import DaybookCore
import Vapor

/// Cross-site request forgery protection for the web forms: a random token repeated in every form as
/// `_csrf` and compared on every POST. With a stored session the token lives in it; a visitor without
/// one (the log-in and sign-up forms) gets it in a cookie of its own instead (double submit), so
/// showing a form stores nothing on the server.
enum CSRF {
    static let sessionKey = "csrf"

    /// `__Host-` over TLS: no other site on the domain can set it.
    static func cookieName(secure: Bool) -> String {
        secure ? "__Host-daybook-csrf" : "daybook-csrf"
    }

    static func token(for req: Request) -> String {
        if req.hasStoredSession {
            if let token = req.session.data[sessionKey] { return token }
            let token = TokenDigest.newToken()
            req.session.data[sessionKey] = token
            return token
        }
        if let token = req.storage[PendingCookie.self] ?? cookieToken(req) { return token }
        let token = TokenDigest.newToken()
        req.storage[PendingCookie.self] = token
        return token
    }

    struct Form: Decodable {
        var _csrf: String?
    }

    static func verify(_ req: Request) throws {
        try verify(sent: (try? req.content.decode(Form.self))?._csrf, for: req)
    }

    /// The token sent, wherever it came, against the one the form was made with.
    static func verify(sent: String?, for req: Request) throws {
        let expected = req.hasStoredSession ? req.session.data[sessionKey] : cookieToken(req)
        guard let expected, let sent, Data(sent.utf8).count == Data(expected.utf8).count, sent == expected else {
            throw APIError(status: .forbidden, code: "forbidden", message: "The form expired. Reload the page and try again.",
                           problem: Problem(.apiFormExpired))
        }
    }

    /// Sets the cookie of a token made for this response.
    static func addCookie(to response: Response, for req: Request) {
        guard let token = req.storage[PendingCookie.self] else { return }
        let secure = req.application.daybook.config.secureCookies
        response.cookies[cookieName(secure: secure)] = HTTPCookies.Value(
            string: token, maxAge: 24 * 60 * 60, path: "/", isSecure: secure, isHTTPOnly: true, sameSite: .strict)
    }

    private static func cookieToken(_ req: Request) -> String? {
        req.cookies[cookieName(secure: req.application.daybook.config.secureCookies)]?.string
    }

    private struct PendingCookie: StorageKey {
        typealias Value = String
    }
}

extension Request {
    /// A session that is stored (found by its cookie, or made by this request's log-in), not one that
    /// touching `session` would start.
    var hasStoredSession: Bool {
        hasSession && (session.id != nil || !session.data.snapshot.isEmpty)
    }
}

/// A large multipart POST to a page (a file upload) must show its form token in the address before its
/// body is read (`/import?_csrf=…`): a forged upload is refused on its head, not after hundreds of megabytes.
/// Small forms come in one piece with their head and are checked by `CSRFMiddleware` as always.
struct FormTokenBeforeBody: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.method == .POST, request.headers.contentType?.type == "multipart", request.body.data == nil, request.sendsBody {
            let length = request.headers.first(name: .contentLength).flatMap(Int.init)
            if length.map({ $0 > request.application.daybook.config.bodyLimits.anonymous }) ?? true {
                try CSRF.verify(sent: request.query[String.self, at: "_csrf"], for: request)
            }
        }
        return try await next.respond(to: request)
    }
}

/// Checks the form token of every POST to a web page.
struct CSRFMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.method == .POST {
            // A form larger than one network read arrives as a stream: read it first (up to the limit).
            try await request.collectBody()
            try CSRF.verify(request)
        }
        return try await next.respond(to: request)
    }
}
