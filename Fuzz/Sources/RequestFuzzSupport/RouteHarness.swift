import Vapor

/// The request-level harnesses that pick a route: an input is
///
///     [route: 1–2 bytes] [flags: 1 byte] [method: 1 byte, only with flag 0x08]
///     one line per route parameter (`:id`, `:date`, `:kind`, `*`)
///     the query string line (empty: none)
///     the Content-Type line (empty: no header)
///     the body (the rest; none when empty)
///
/// Flags: bits 0–1 choose the credential from the harness's four, `0x04` asks for HTML as a browser
/// does (error pages are rendered then), `0x08` sends another method than the route's. Placeholders
/// (`@CSRF@`, `@TOKEN@`, `@ID@`, …; see `FuzzAccount.fill`) are filled in every part.
public struct RouteHarness: Sendable {
    public let routes: [FuzzRoute]
    /// Four choices, by the flags' low bits.
    public let credentials: [FuzzCredential?]

    static let methods: [HTTPMethod] = [.GET, .POST, .PUT, .PATCH, .DELETE, .HEAD, .OPTIONS]

    public init(routes: [FuzzRoute], credentials: [FuzzCredential?]) {
        precondition(!routes.isEmpty && credentials.count == 4)
        self.routes = routes
        self.credentials = credentials
    }

    /// The request an input describes, and the credential it carries.
    public func request(from input: [UInt8], server: FuzzServer) -> (FuzzRequest, FuzzCredential?) {
        var reader = FuzzReader(input)
        let route = routes[reader.choice(routes.count)]
        let flags = reader.byte()
        let credential = credentials[Int(flags & 3)]
        let method = flags & 0x08 != 0 ? Self.methods[reader.choice(Self.methods.count)] : route.method
        let csrf = server.account.csrf(for: credential)
        var parameters: [String] = []
        for _ in 0..<route.parameterCount {
            parameters.append(FuzzText.pathSegment(server.fill(reader.line(), csrf: csrf)))
        }
        var uri = route.path(parameters)
        let query = reader.line()
        if !query.isEmpty { uri += "?" + FuzzText.query(server.fill(query, csrf: csrf)) }
        var headers = server.account.headers(credential)
        let contentType = FuzzText.headerValue(server.fill(reader.line(), csrf: csrf))
        if !contentType.isEmpty { headers.replaceOrAdd(name: .contentType, value: contentType) }
        if flags & 0x04 != 0 { headers.replaceOrAdd(name: .accept, value: "text/html,application/xhtml+xml,*/*;q=0.8") }
        let body = server.fill(reader.rest(), csrf: csrf)
        return (FuzzRequest(method, uri, headers: headers, body: body.isEmpty ? nil : body), credential)
    }

    /// Sends the input's request, checks the answer, and keeps the account usable for the next input.
    public func run(_ input: [UInt8], server: FuzzServer) {
        let (request, credential) = request(from: input, server: server)
        let answer = server.exchange(request)
        server.remember(answer)
        // A refused request changes nothing (validate, then write): only a write that went through may
        // have logged the credential out, changed the password or deleted the account.
        let wrote = request.method != .GET && request.method != .HEAD && answer.status.code < 400
        server.keepAccount(afterWriteWith: wrote ? credential : nil)
    }

    // MARK: Seeds

    /// An input for `route` (by its method and pattern), in the format above.
    public func seed(_ method: HTTPMethod, _ pattern: String, credential: FuzzCredential?, browser: Bool = false,
                     parameters: [String] = [], query: String = "", contentType: String = "", body: String = "") -> [UInt8]? {
        guard let index = routes.firstIndex(where: { $0.method == method && $0.pattern == pattern }),
              let choice = credentials.firstIndex(where: { $0 == credential }) else { return nil }
        var bytes: [UInt8] = routes.count > 256 ? [UInt8(index >> 8), UInt8(index & 0xFF)] : [UInt8(index)]
        bytes.append(UInt8(choice) | (browser ? 0x04 : 0))
        for number in 0..<routes[index].parameterCount {
            bytes += Array((number < parameters.count ? parameters[number] : "").utf8) + [0x0A]
        }
        bytes += Array(query.utf8) + [0x0A] + Array(contentType.utf8) + [0x0A] + Array(body.utf8)
        return bytes
    }
}
