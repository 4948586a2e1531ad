import Foundation
import Testing
import Vapor

/// Requests the request-level fuzz harnesses (Fuzz/, `FuzzFormBodies` and siblings) found ending the
/// process or answered with a 5xx, sent as found, byte for byte, to a real server: each is a 4xx, and
/// the server still answers afterwards. `@CSRF@` in a found body is the form token of the page the
/// browser loaded (the harness fills it the same way).
@Suite struct RequestFuzzRegressionTests {
    /// A signed-in browser that has loaded the settings page, that page's form token, and an API token.
    static func signedIn(_ server: TestServer) async throws -> (browser: WebClient, csrf: String, bearer: String) {
        let (bearer, _) = try await server.signUp()
        let browser = WebClient(server)
        try await browser.submit("/login", to: "/login", ["email": "ada@example.org", "password": "correct horse battery"])
        try await browser.get("/settings")
        let token = WebClient.csrf(in: browser.lastPage)
        try #require(!token.isEmpty, "no form token on the settings page")
        return (browser, token, bearer)
    }

    static func post(_ server: TestServer, _ path: String, cookie: String?, contentType: String, body: [UInt8]) async throws -> ClientResponse {
        var headers = HTTPHeaders()
        if let cookie { headers.replaceOrAdd(name: .cookie, value: cookie) }
        headers.replaceOrAdd(name: .contentType, value: contentType)
        headers.replaceOrAdd(name: .accept, value: "text/html,application/xhtml+xml,*/*;q=0.8")
        return try await server.app.client.send(ClientRequest(method: .POST, url: URI(string: server.baseURL + path), headers: headers,
                                                              body: ByteBuffer(bytes: body)))
    }

    /// `FuzzFormBodies`: the settings form as the page sends it, multipart, with one byte (0xF8) put into
    /// a part's header name. multipart-kit 4.7.1 indexed its 128-entry table of header-name characters
    /// with it (`MultipartParser.parseHeaderName`) while `CSRF.verify` decoded the form: a trap, for a
    /// signed-in form as for a stranger's.
    @Test func aSettingsFormWithAByteOutsideASCIIInAPartsHeaderNameIsA400() async throws {
        try await TestServer.with { server in
            let (browser, token, bearer) = try await Self.signedIn(server)
            var body = Array(("--b\r\nContent-Disposition: form-data; name=\"displayName\"\r\n\r\nFuzz\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"timeZone\"\r\n\r\nEurope/Berlin\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\nde\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"glucoseUnit\"\r\n\r\nmmol/L\r\n"
                + "--b\r\nContent-Di").utf8)
            body += [0xF8]
            body += Array(("sposition: form-data; name=\"hypoThreshold\"\r\n\r\n4\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"hyperThreshold\"\r\n\r\n10\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token)\r\n--b--\r\n").utf8)
            let response = try await Self.post(server, "/settings", cookie: browser.cookie, contentType: "multipart/form-data; boundary=b", body: body)
            #expect(response.status == .badRequest, "\(response.status) \(response.bodyText.prefix(300))")
            #expect(try await server.request(.GET, "/health").status == .ok)
            // Nothing of the form was saved.
            let me = try await server.request(.GET, "/api/v1/me", token: bearer).object()
            #expect(me["displayName"] as? String == "Ada")
        }
    }

    /// `FuzzFormBodies`, minimized: `multipart/form-data;boundary=` (empty) and a one-byte body to a
    /// signed-in page. multipart-kit's parser starts with `precondition(!boundary.isEmpty)`.
    @Test func anEmptyBoundaryIsA400() async throws {
        try await TestServer.with { server in
            let (browser, _, _) = try await Self.signedIn(server)
            let response = try await Self.post(server, "/settings", cookie: browser.cookie, contentType: "multipart/form-data;boundary=", body: Array("-".utf8))
            #expect(response.status == .badRequest, "\(response.status) \(response.bodyText.prefix(300))")
            // Signed out too: the log-in form reads its body before anyone is known.
            let visitor = try await Self.post(server, "/login", cookie: nil, contentType: "multipart/form-data;boundary=", body: Array("-".utf8))
            #expect(visitor.status.code >= 400 && visitor.status.code < 500, "\(visitor.status)")
            #expect(try await server.request(.GET, "/health").status == .ok)
        }
    }
}
