import FuzzSupport
import RequestFuzzSupport
import Vapor

/// The headers a client controls, on a few routes that read them: `Idempotency-Key` on API and page
/// writes, `Accept-Language` on pages and errors, `Authorization` (bearer tokens, Nightscout JWTs),
/// `api-secret`, `Cookie` (the session, the form token), `Content-Type` with odd parameters (a
/// multipart boundary), `Accept`, `Host`, `X-Forwarded-For`. An input is
///
///     [target: 1 byte] [flags: 1 byte: bits 0–1 the credential sent first: none, bearer, session, visitor]
///     `Name: value` lines, each added after the credential's (so a name may come twice)
///     an empty line
///     the body (the rest)
///
/// Contract: no trap, and no 5xx (see `FuzzServer.check`).
let server = FuzzServer.shared
/// Sent before the fuzzed headers; the Nightscout secret comes as a fuzzed `api-secret` line.
let credentials: [FuzzCredential?] = [nil, .bearer, .session, .visitor]

/// The requests headers are tried on; `@…@` are filled as in the other harnesses.
let targets: [(method: HTTPMethod, uri: String)] = [
    (.GET, "/"),
    (.GET, "/login"),
    (.POST, "/login"),
    (.POST, "/log/day"),
    (.POST, "/import"),
    (.POST, "/settings"),
    (.GET, "/api/v1/me"),
    (.PATCH, "/api/v1/me"),
    (.POST, "/api/v1/glucose"),
    (.DELETE, "/api/v1/glucose/@ID@"),
    (.POST, "/api/v1/tokens"),
    (.POST, "/api/v1/import"),
    (.GET, "/api/v1/calendar/2026"),
    (.GET, "/nightscout/@HANDLE@/api/v1/entries.json?count=3"),
    (.POST, "/nightscout/@HANDLE@/api/v1/entries"),
    (.GET, "/nightscout/@HANDLE@/api/v3/entries?limit=3"),
    (.GET, "/nightscout/@HANDLE@/api/v2/authorization/request/@NSTOKEN@"),
    (.GET, "/feeds/does-not-exist.ics"),
    (.GET, "/no/such/page"),
]

/// Names the HTTP parser frames the message by: a harness cannot fake them without a socket.
let framing: Set<String> = ["content-length", "transfer-encoding"]

func request(from input: [UInt8]) -> FuzzRequest {
    var reader = FuzzReader(input)
    let target = targets[reader.choice(targets.count)]
    let credential = credentials[Int(reader.byte() & 3)]
    let csrf = server.account.csrf(for: credential)
    var headers = server.account.headers(credential)
    while !reader.isAtEnd {
        let line = reader.line()
        if line.isEmpty { break }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = FuzzText.headerName(Array(line[..<colon])),
              !framing.contains(name.lowercased()) else { continue }
        headers.add(name: name, value: FuzzText.headerValue(server.fill(Array(line[(colon + 1)...]), csrf: csrf)))
    }
    let body = server.fill(reader.rest(), csrf: csrf)
    let uri = String(decoding: server.fill(Array(target.uri.utf8), csrf: csrf), as: UTF8.self)
    return FuzzRequest(target.method, uri, headers: headers, body: body.isEmpty ? nil : body)
}

FuzzSeeds.writeIfAsked {
    func seed(_ uri: String, _ method: HTTPMethod, _ credential: FuzzCredential?, _ headers: [String], _ body: String = "") -> [UInt8]? {
        guard let target = targets.firstIndex(where: { $0.uri == uri && $0.method == method }),
              let choice = credentials.firstIndex(where: { $0 == credential }) else { return nil }
        return [UInt8(target), UInt8(choice)] + Array((headers.map { $0 + "\n" }.joined() + "\n" + body).utf8)
    }
    let glucose = #"{"value":120,"unit":"mg/dL","time":"@TODAY@T08:00:00+01:00"}"#
    let form = "_csrf=@CSRF@&date=@TODAY@&flow=LIGHT"
    let multipart = FuzzSeeds.multipart(boundary: "b", [("_csrf", "@CSRF@"), ("email", "@EMAIL@"), ("password", "@PASSWORD@")])
    let candidates: [(String, [UInt8]?)] = [
        ("idempotent-write", seed("/api/v1/glucose", .POST, .bearer, ["Content-Type: application/json", "Idempotency-Key: 6c8d0a6e-key-1"], glucose)),
        ("idempotent-delete", seed("/api/v1/glucose/@ID@", .DELETE, .bearer, ["Idempotency-Key: delete-1"])),
        ("idempotent-page", seed("/log/day", .POST, .session, ["Content-Type: application/x-www-form-urlencoded", "Idempotency-Key: page-1"], form)),
        ("accept-language", seed("/", .GET, .session, ["Accept-Language: de-DE,de;q=0.9,en;q=0.8,*;q=0.1", "Accept: text/html"])),
        ("accept-language-visitor", seed("/login", .GET, nil, ["Accept-Language: pt-BR, fr;q=0.5"])),
        ("error-page-language", seed("/no/such/page", .GET, .session, ["Accept: text/html", "Accept-Language: pl"])),
        ("authorization-bearer", seed("/api/v1/me", .GET, nil, ["Authorization: Bearer @TOKEN@"])),
        ("authorization-basic", seed("/api/v1/me", .GET, nil, ["Authorization: Basic Zm9vOmJhcg=="])),
        ("authorization-twice", seed("/api/v1/me", .PATCH, .bearer, ["Authorization: Bearer x", "Content-Type: application/json"], #"{"displayName":"A"}"#)),
        ("api-secret", seed("/nightscout/@HANDLE@/api/v1/entries.json?count=3", .GET, nil, ["api-secret: @NSSECRET@"])),
        ("api-secret-token", seed("/nightscout/@HANDLE@/api/v1/entries.json?count=3", .GET, nil, ["api-secret: token=@NSTOKEN@"])),
        ("nightscout-upload", seed("/nightscout/@HANDLE@/api/v1/entries", .POST, nil, ["api-secret: @NSSECRET@", "Content-Type: application/json"],
                                   #"[{"type":"sgv","sgv":120,"date":1772348400000}]"#)),
        ("nightscout-jwt", seed("/nightscout/@HANDLE@/api/v3/entries?limit=3", .GET, nil, ["Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.x"])),
        ("jwt-request", seed("/nightscout/@HANDLE@/api/v2/authorization/request/@NSTOKEN@", .GET, nil, [])),
        ("cookie-session", seed("/api/v1/me", .GET, nil, ["Cookie: daybook-session=x; daybook-csrf=y; other=\"z\""])),
        ("cookie-form", seed("/login", .POST, .visitor, ["Content-Type: application/x-www-form-urlencoded"],
                             "email=@EMAIL@&password=@PASSWORD@&_csrf=@CSRF@")),
        ("content-type-multipart", seed("/login", .POST, .visitor, ["Content-Type: multipart/form-data; boundary=b"], multipart)),
        ("content-type-multipart-quoted", seed("/login", .POST, .visitor, ["Content-Type: multipart/form-data; boundary=\"b\"; charset=utf-8"], multipart)),
        ("content-type-json-charset", seed("/api/v1/glucose", .POST, .bearer, ["Content-Type: application/json; charset=utf-16"], glucose)),
        ("content-type-settings", seed("/settings", .POST, .session, ["Content-Type: multipart/form-data; boundary=b"],
                                       FuzzSeeds.multipart(boundary: "b", [("_csrf", "@CSRF@"), ("displayName", "Fuzz")]))),
        ("import", seed("/api/v1/import", .POST, .bearer, ["Content-Type: application/json"], #"{"version":1,"entries":[]}"#)),
        ("host", seed("/api/v1/calendar/2026", .GET, .bearer, ["Host: example.org:8080", "X-Forwarded-For: 10.0.0.1, 192.0.2.1"])),
        ("token-login", seed("/api/v1/tokens", .POST, nil, ["Content-Type: application/json"], #"{"email":"@EMAIL@","password":"@PASSWORD@"}"#)),
        ("feed", seed("/feeds/does-not-exist.ics", .GET, nil, ["Accept: text/calendar"])),
    ]
    return candidates.compactMap { name, bytes in bytes.map { (name, $0) } }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let sent = request(from: Array(FuzzCheck.data(data, size)))
    let answer = server.exchange(sent)
    server.remember(answer)
    let credentialed = sent.headers.contains { ["authorization", "cookie", "api-secret"].contains($0.name.lowercased()) }
    let wrote = sent.method != .GET && credentialed && answer.status.code < 400
    server.keepAccount(afterWriteWith: wrote ? .bearer : nil)
    return 0
}

FuzzDriver.run(fuzzHeaders)
