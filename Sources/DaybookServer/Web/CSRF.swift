import Vapor

/// Cross-site request forgery protection for the web forms: a random token kept in the session,
/// repeated in every form as `_csrf`, and compared on every POST.
enum CSRF {
    static let sessionKey = "csrf"

    static func token(for req: Request) -> String {
        if let token = req.session.data[sessionKey] { return token }
        let token = TokenDigest.newToken()
        req.session.data[sessionKey] = token
        return token
    }

    struct Form: Decodable {
        var _csrf: String?
    }

    static func verify(_ req: Request) throws {
        let sent = (try? req.content.decode(Form.self))?._csrf
        guard let expected = req.session.data[sessionKey], let sent,
              Data(sent.utf8).count == Data(expected.utf8).count, sent == expected
        else {
            throw APIError(status: .forbidden, code: "forbidden", message: "The form expired. Reload the page and try again.")
        }
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
