import Foundation
import Testing
import Vapor

/// Someone the authorization matrix sends requests as: nobody, or a signed-up user with a bearer
/// token for the API and a logged-in web session (cookie and form token) for the pages.
struct Caller {
    let name: String
    let id: String?
    let email: String?
    let token: String?
    let cookie: String?
    let csrf: String?

    var isAnonymous: Bool { id == nil }

    /// Nobody logged in, but with the anonymous session the log-in page starts, so a page's form
    /// reaches the page's own guard instead of failing its token check.
    static func anonymous(_ server: TestServer) async throws -> Caller {
        let web = WebClient(server)
        try await web.get("/login")
        return Caller(name: "anonymous", id: nil, email: nil, token: nil, cookie: web.cookie, csrf: WebClient.csrf(in: web.lastPage))
    }

    /// Signs up `email`, logs in over the API and on the web.
    static func signUp(_ server: TestServer, _ name: String, _ email: String) async throws -> Caller {
        let password = "correct horse battery"
        let (token, id) = try await server.signUp(email, name: name, password: password)
        let web = WebClient(server)
        let login = try await web.submit("/login", to: "/login", ["email": email, "password": password])
        try #require(login.status == .seeOther, "\(name)'s web log-in answered \(login.status)")
        try await web.get("/settings")
        return Caller(name: name, id: id, email: email, token: token, cookie: web.cookie, csrf: WebClient.csrf(in: web.lastPage))
    }
}

/// What a matrix request carries: JSON (or another raw body), or a web form.
enum RequestBody: Sendable {
    case raw(String)
    case form([String: String])
    /// The owner's export document, for the import route.
    case ownersExport

    static func json(_ object: [String: Any]) -> RequestBody {
        .raw((try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
    }
}

extension TestServer {
    /// One request as `caller`: the API with the caller's token and JSON, a page with the caller's
    /// session cookie and, on a POST, the form and its token.
    func send(_ method: HTTPMethod, _ path: String, as caller: Caller, body: RequestBody? = nil) async throws -> ClientResponse {
        var headers = HTTPHeaders()
        let isPage = !path.hasPrefix("/api/")
        if isPage, let cookie = caller.cookie { headers.replaceOrAdd(name: .cookie, value: cookie) }
        let token = isPage ? nil : caller.token
        switch body {
        case let .raw(text)?:
            return try await request(method, path, token: token, body: text, headers: headers)
        case let .form(fields)?:
            return try await request(method, path, token: token, body: Self.formBody(fields, csrf: caller.csrf), headers: Self.formHeaders(headers))
        case .ownersExport?:
            Issue.record("resolve the owner's export before sending it")
            return try await request(method, path, token: token, body: "{}", headers: headers)
        case nil where isPage && method == .POST:
            return try await request(method, path, token: token, body: Self.formBody([:], csrf: caller.csrf), headers: Self.formHeaders(headers))
        case nil:
            return try await request(method, path, token: token, headers: headers)
        }
    }

    private static func formHeaders(_ headers: HTTPHeaders) -> HTTPHeaders {
        var headers = headers
        headers.replaceOrAdd(name: .contentType, value: "application/x-www-form-urlencoded")
        return headers
    }

    private static func formBody(_ fields: [String: String], csrf: String?) -> String {
        var fields = fields
        if let csrf { fields["_csrf"] = csrf }
        let allowed = CharacterSet.alphanumerics
        return fields.sorted { $0.key < $1.key }.map { key, value in
            "\(key.addingPercentEncoding(withAllowedCharacters: allowed) ?? key)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }.joined(separator: "&")
    }
}
