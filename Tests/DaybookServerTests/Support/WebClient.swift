import Foundation
import Vapor

/// A small browser for page tests: keeps its cookies (the session's, the form token's before a
/// log-in) and sends each form with the CSRF token of the page it came from.
final class WebClient: @unchecked Sendable {
    let server: TestServer
    private var jar: [String: String] = [:]
    private(set) var lastPage = ""

    /// The `Cookie` header this browser sends, nil with no cookie.
    var cookie: String? {
        jar.isEmpty ? nil : jar.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    /// The session cookie alone.
    var sessionCookie: String? {
        jar["daybook-session"].map { "daybook-session=\($0)" }
    }

    init(_ server: TestServer) { self.server = server }

    /// A cookie someone else set in this browser (session fixation).
    func plant(_ name: String, _ value: String) {
        jar[name] = value
    }

    @discardableResult
    func get(_ path: String) async throws -> ClientResponse {
        let response = try await server.request(.GET, path, headers: headers())
        remember(response)
        lastPage = response.bodyText
        return response
    }

    /// Loads `page` (for its form token) and posts `form` to `action`.
    @discardableResult
    func submit(_ page: String, to action: String, _ form: [String: String], accept: String? = nil) async throws -> ClientResponse {
        try await get(page)
        var fields = form
        fields["_csrf"] = Self.csrf(in: lastPage)
        let body = fields.map { key, value in "\(Self.encode(key))=\(Self.encode(value))" }.joined(separator: "&")
        var headers = headers()
        // As a page's script sends a form in the background.
        if let accept { headers.replaceOrAdd(name: .accept, value: accept) }
        headers.replaceOrAdd(name: .contentType, value: "application/x-www-form-urlencoded")
        let response = try await server.request(.POST, action, body: body, headers: headers)
        remember(response)
        lastPage = response.bodyText
        return response
    }

    /// The body `submit` would post for `form` from `page` (with the page's form token), built once so
    /// that the same bytes can be sent again.
    func formBody(from page: String, _ form: [String: String]) async throws -> String {
        try await get(page)
        var fields = form
        fields["_csrf"] = Self.csrf(in: lastPage)
        return fields.sorted { $0.key < $1.key }.map { key, value in "\(Self.encode(key))=\(Self.encode(value))" }.joined(separator: "&")
    }

    /// Posts a body made by `formBody`, with `extra` headers (an offline queue sending it again).
    @discardableResult
    func post(_ action: String, formBody body: String, headers extra: HTTPHeaders = [:]) async throws -> ClientResponse {
        var headers = headers().merging(extra)
        headers.replaceOrAdd(name: .contentType, value: "application/x-www-form-urlencoded")
        let response = try await server.request(.POST, action, body: body, headers: headers)
        remember(response)
        lastPage = response.bodyText
        return response
    }

    /// Loads `page` and posts `form` with a file chosen for its `file` field, as a browser sends a
    /// form with `enctype="multipart/form-data"`.
    @discardableResult
    func upload(_ page: String, to action: String, file: Data, named fileName: String, _ form: [String: String]) async throws -> ClientResponse {
        try await get(page)
        var fields = form
        fields["_csrf"] = Self.csrf(in: lastPage)
        let boundary = "daybook-test-\(UUID().uuidString)"
        var body = Data()
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
        body += file + Data("\r\n--\(boundary)--\r\n".utf8)
        var headers = headers()
        headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
        // The page's form posts a file to an address that repeats its token (checked before the body is read).
        let address = lastPage.contains("action=\"\(action)?_csrf=") ? action + "?_csrf=" + (fields["_csrf"] ?? "") : action
        let request = ClientRequest(method: .POST, url: URI(string: server.baseURL + address), headers: headers, body: ByteBuffer(data: body))
        let response = try await server.app.client.send(request)
        remember(response)
        lastPage = response.bodyText
        return response
    }

    static func csrf(in html: String) -> String {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { return "" }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    private func headers() -> HTTPHeaders {
        var headers = HTTPHeaders()
        if let cookie { headers.replaceOrAdd(name: .cookie, value: cookie) }
        return headers
    }

    private func remember(_ response: ClientResponse) {
        for set in response.headers[.setCookie] {
            let pair = set.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
            let expired = set.lowercased().contains("max-age=0") || set.contains("Expires=Thu, 01 Jan 1970")
            jar[name] = expired || value.isEmpty ? nil : value
        }
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

extension HTTPHeaders {
    func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var result = self
        for (name, value) in other { result.replaceOrAdd(name: name, value: value) }
        return result
    }
}
