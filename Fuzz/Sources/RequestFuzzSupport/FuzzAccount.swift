import Foundation
import Vapor

/// Who a harness's request claims to be.
public enum FuzzCredential: Sendable, CaseIterable {
    /// The API's bearer token.
    case bearer
    /// The web session's cookie (pages, and the API, which takes it too).
    case session
    /// Signed out, with the form token's own cookie (what the log-in page gives a visitor).
    case visitor
    /// The Nightscout secret in `api-secret`.
    case nightscout
}

/// A signed-up person and every credential of theirs, made through the same requests a browser and an
/// app send, and the ids of things the fuzzer created (for `@ID@`).
public struct FuzzAccount: Sendable {
    public var email = ""
    public var password = "correct horse battery"
    public var userID = ""
    public var token = ""
    /// `daybook-session=…`
    public var sessionCookie = ""
    /// The form token stored in the session.
    public var sessionCSRF = ""
    /// `daybook-csrf=…` and the token it holds, for a visitor's forms (log-in, sign-up).
    public var visitorCookie = ""
    public var visitorCSRF = ""
    /// The person's Nightscout endpoint: `/nightscout/{handle}`, its secret and an admin access token.
    public var handle = ""
    public var nightscoutSecret = ""
    public var nightscoutToken = ""
    public var created: [String] = []
    var number = 0

    init() {}

    /// The headers that show `credential`.
    public func headers(_ credential: FuzzCredential?) -> HTTPHeaders {
        var headers = HTTPHeaders()
        switch credential {
        case .bearer: headers.replaceOrAdd(name: .authorization, value: "Bearer \(token)")
        case .session: headers.replaceOrAdd(name: .cookie, value: sessionCookie)
        case .visitor: headers.replaceOrAdd(name: .cookie, value: visitorCookie)
        case .nightscout: headers.replaceOrAdd(name: "api-secret", value: nightscoutSecret)
        case nil: break
        }
        return headers
    }

    /// The form token that goes with `credential`'s cookie.
    public func csrf(for credential: FuzzCredential?) -> String {
        credential == .session ? sessionCSRF : visitorCSRF
    }

    // MARK: Placeholders

    /// Seeds say `@CSRF@`, `@TOKEN@`, `@NSSECRET@`, `@NSTOKEN@`, `@HANDLE@`, `@USER@`, `@EMAIL@`,
    /// `@PASSWORD@`, `@ID@` (the latest id created), `@TODAY@`: filled here, so a mutated seed still
    /// gets past the form token and the log-ins to the code behind them.
    func fill(_ bytes: [UInt8], csrf: String) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "@")) else { return bytes }
        let values: [(String, String)] = [
            ("@CSRF@", csrf), ("@TOKEN@", token), ("@NSSECRET@", nightscoutSecret), ("@NSTOKEN@", nightscoutToken),
            ("@HANDLE@", handle), ("@USER@", userID), ("@EMAIL@", email), ("@PASSWORD@", password),
            ("@ID@", created.last ?? userID), ("@TODAY@", Self.today()),
        ]
        var result = bytes
        for (name, value) in values {
            result = Self.replacing(Array(name.utf8), with: Array(value.utf8), in: result)
        }
        return result
    }

    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    mutating func remember(_ answer: FuzzAnswer) {
        guard answer.status == .created || answer.status == .ok, answer.body.first == UInt8(ascii: "{"),
              let id = answer.object?["id"] as? String else { return }
        if created.count >= 16 { created.removeFirst() }
        created.append(id)
    }

    // MARK: Signing up and staying signed in

    /// A new account with every credential.
    static func signUp(on server: FuzzServer, number: Int) throws -> FuzzAccount {
        var account = FuzzAccount()
        account.number = number
        account.email = "fuzz\(number)@example.org"
        let registered = server.send(.json(.POST, "/api/v1/users", [
            "email": account.email, "password": account.password, "displayName": "Fuzz", "timeZone": "Europe/Berlin",
        ]))
        guard registered.status == .created, let id = registered.object?["id"] as? String else {
            throw FuzzSetupError("sign-up answered \(registered.status): \(registered.text)")
        }
        account.userID = id
        try account.logIn(on: server)
        try account.readNightscout(on: server)
        let token = server.send(.json(.POST, "/api/v1/nightscout/tokens", ["name": "uploader", "role": "admin"], headers: account.headers(.bearer)))
        guard token.status == .created, let nightscoutToken = token.object?["token"] as? String else {
            throw FuzzSetupError("a Nightscout token answered \(token.status): \(token.text)")
        }
        account.nightscoutToken = nightscoutToken
        let glucose = server.send(.json(.POST, "/api/v1/glucose", ["value": 104, "unit": "mg/dL", "time": "\(today())T08:00:00+01:00"],
                                        headers: account.headers(.bearer)))
        account.remember(glucose)
        return account
    }

    /// A token, a web session with its form token, and a visitor's form token: the API's log-in, then
    /// the log-in page and its form, as a browser sends it.
    mutating func logIn(on server: FuzzServer) throws {
        let login = server.send(.json(.POST, "/api/v1/tokens", ["email": email, "password": password]))
        guard login.status == .created, let token = login.object?["token"] as? String else {
            throw FuzzSetupError("log-in answered \(login.status): \(login.text)")
        }
        self.token = token
        let page = server.send(FuzzRequest(.GET, "/login"))
        guard let cookie = Self.cookie(named: "daybook-csrf", in: page) else {
            throw FuzzSetupError("the log-in page set no form cookie: \(page.status)")
        }
        visitorCookie = cookie
        visitorCSRF = Self.csrf(in: page.text)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .cookie, value: visitorCookie)
        headers.replaceOrAdd(name: .contentType, value: "application/x-www-form-urlencoded")
        let form = "email=\(Self.formEncoded(email))&password=\(Self.formEncoded(password))&_csrf=\(Self.formEncoded(visitorCSRF))"
        let signedIn = server.send(FuzzRequest(.POST, "/login", headers: headers, body: Array(form.utf8)))
        guard let session = Self.cookie(named: "daybook-session", in: signedIn) else {
            throw FuzzSetupError("the log-in form answered \(signedIn.status) without a session: \(signedIn.text.prefix(300))")
        }
        sessionCookie = session
        var pageHeaders = HTTPHeaders()
        pageHeaders.replaceOrAdd(name: .cookie, value: sessionCookie)
        let settings = server.send(FuzzRequest(.GET, "/settings", headers: pageHeaders))
        sessionCSRF = Self.csrf(in: settings.text)
        guard !sessionCSRF.isEmpty else { throw FuzzSetupError("the settings page answered \(settings.status) without a form token") }
    }

    mutating func readNightscout(on server: FuzzServer) throws {
        let nightscout = server.send(FuzzRequest(.GET, "/api/v1/nightscout", headers: headers(.bearer)))
        guard let baseURL = nightscout.object?["baseUrl"] as? String, let secret = nightscout.object?["secret"] as? String,
              let range = baseURL.range(of: "/nightscout/") else {
            throw FuzzSetupError("the Nightscout endpoint answered \(nightscout.status): \(nightscout.text)")
        }
        handle = String(baseURL[range.upperBound...].prefix { $0 != "/" })
        nightscoutSecret = secret
    }

    /// The same account while its token and session work; else a log-in again, or a new account when
    /// the old one is gone or its password changed.
    func renewedIfNeeded(on server: FuzzServer, checkNightscout: Bool) throws -> FuzzAccount {
        let byToken = server.send(FuzzRequest(.GET, "/api/v1/me", headers: headers(.bearer)))
        let bySession = server.send(FuzzRequest(.GET, "/api/v1/me", headers: headers(.session)))
        var account = self
        if byToken.status != .ok || bySession.status != .ok {
            do {
                try account.logIn(on: server)
            } catch {
                return try Self.signUp(on: server, number: number + 1)
            }
        }
        if checkNightscout || byToken.status != .ok {
            try account.readNightscout(on: server)
        }
        return account
    }

    // MARK: Helpers

    static func cookie(named name: String, in answer: FuzzAnswer) -> String? {
        for header in answer.headers[.setCookie] {
            let pair = header.prefix { $0 != ";" }
            if pair.hasPrefix(name + "=") { return String(pair) }
        }
        return nil
    }

    static func csrf(in html: String) -> String {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { return "" }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

struct FuzzSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension FuzzRequest {
    /// A JSON request, as the harness's own set-up sends it.
    static func json(_ method: HTTPMethod, _ path: String, _ object: [String: Any], headers extra: HTTPHeaders = [:]) -> FuzzRequest {
        var headers = extra
        headers.replaceOrAdd(name: .contentType, value: "application/json")
        let body = (try? JSONSerialization.data(withJSONObject: object)).map(Array.init) ?? []
        return FuzzRequest(method, path, headers: headers, body: body)
    }
}
