import DaybookCore
import Foundation
import DaybookApp

/// Daybook's settings, read once from the environment at start-up and passed down; where its data
/// lives is the composition's to read, with the database. Nothing else reads the environment.
public struct AppConfig: Sendable {
    /// `DAYBOOK_SECURE_COOKIES`: `true` behind TLS, so session cookies are only sent over HTTPS.
    public var secureCookies: Bool
    /// `DAYBOOK_PUBLIC_URL`: how clients reach this server (e.g. `https://daybook.example.org`), for
    /// links such as the calendar feed. Unset: taken from each request's Host header.
    public var publicURL: String?
    /// `DAYBOOK_LOGIN_LIMIT`: failed log-ins per account from one IP address (and from one device of the owner's).
    public var loginThrottle = ThrottleRule(limit: 10, window: 15 * 60)
    /// `DAYBOOK_LOGIN_ADDRESS_LIMIT`: failed log-ins per IP address, over every account.
    public var loginAddressThrottle = ThrottleRule(limit: 30, window: 15 * 60)
    /// `DAYBOOK_LOGIN_ACCOUNT_LIMIT`: failed log-ins per account from everywhere but its owner's devices (`DeviceCookie`).
    public var loginAccountThrottle = ThrottleRule(limit: 50, window: 60 * 60)
    /// `DAYBOOK_REGISTRATION_LIMIT`: sign-up attempts per IP address (API and web).
    public var registrationThrottle = ThrottleRule(limit: 10, window: 60 * 60)
    /// `DAYBOOK_TOKEN_LIMIT`: API token creations per account (with the right password) and per IP address (every attempt).
    public var tokenThrottle = ThrottleRule(limit: 30, window: 60 * 60)
    /// `DAYBOOK_NIGHTSCOUT_LIMIT`: wrong Nightscout secrets per IP address.
    public var nightscoutThrottle = ThrottleRule(limit: 60, window: 15 * 60)
    /// `DAYBOOK_TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client (default: none).
    public var trustedProxies = TrustedProxies.none
    /// `DAYBOOK_MAX_BODY_SIZE` and its siblings: the largest request bodies read.
    public var bodyLimits = BodyLimits()
    /// `DAYBOOK_WEBHOOK_ALLOW`: loopback, private or link-local places webhooks may go after all
    /// (addresses, ranges, host names; comma-separated). By default only public addresses.
    public var webhookAllow = WebhookAllowList.none
    /// `DAYBOOK_SECRET_KEY` or `DAYBOOK_SECRET_KEY_FILE`: the key that seals two-factor secrets.
    public var secretKey = SecretKeySource.file(SecretKeySource.defaultFile)
    /// `DAYBOOK_ANSWER_CACHE_SIZE`: the most bytes of day and calendar answers kept between a person's
    /// writes (`AnswerCache`); `0` keeps none.
    public var answerCacheBytes = 16 << 20
    /// bcrypt work factor; 12 in production. Tests lower it to stay fast (the algorithm is the same).
    public var bcryptCost: Int = 12
    /// Nightscout's Socket.IO sessions: heartbeat, sizes, how many.
    public var socketIO = SocketIOLimits()
    /// `DAYBOOK_MAX_CONNECTIONS`, `DAYBOOK_MAX_CONNECTIONS_PER_ADDRESS`: the TCP connections held at once.
    public var connections = ConnectionLimits()
    /// How long a write sent again with an `Idempotency-Key` waits for the first one's answer while
    /// that is still running, before it is answered 409.
    public var idempotencyWait: Duration = .seconds(3)

    public init(secureCookies: Bool = false) {
        self.secureCookies = secureCookies
    }

    public static func fromEnvironment(_ environment: [String: String]) throws -> AppConfig {
        let secure = ["1", "true", "yes"].contains(environment["DAYBOOK_SECURE_COOKIES"]?.lowercased() ?? "")
        var config = AppConfig(secureCookies: secure)
        config.publicURL = environment["DAYBOOK_PUBLIC_URL"].flatMap { $0.isEmpty ? nil : String($0.trimmingSuffix("/")) }
        func setting(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let text = setting("DAYBOOK_LOGIN_LIMIT") { config.loginThrottle = try ThrottleRule(setting: "DAYBOOK_LOGIN_LIMIT", text) }
        if let text = setting("DAYBOOK_LOGIN_ADDRESS_LIMIT") {
            config.loginAddressThrottle = try ThrottleRule(setting: "DAYBOOK_LOGIN_ADDRESS_LIMIT", text)
        }
        if let text = setting("DAYBOOK_LOGIN_ACCOUNT_LIMIT") {
            config.loginAccountThrottle = try ThrottleRule(setting: "DAYBOOK_LOGIN_ACCOUNT_LIMIT", text)
        }
        if let text = setting("DAYBOOK_REGISTRATION_LIMIT") {
            config.registrationThrottle = try ThrottleRule(setting: "DAYBOOK_REGISTRATION_LIMIT", text)
        }
        if let text = setting("DAYBOOK_NIGHTSCOUT_LIMIT") {
            config.nightscoutThrottle = try ThrottleRule(setting: "DAYBOOK_NIGHTSCOUT_LIMIT", text)
        }
        if let text = setting("DAYBOOK_TOKEN_LIMIT") { config.tokenThrottle = try ThrottleRule(setting: "DAYBOOK_TOKEN_LIMIT", text) }
        config.secretKey = try SecretKeySource(environment: environment)
        if let text = setting("DAYBOOK_WEBHOOK_ALLOW") {
            do { config.webhookAllow = try WebhookAllowList(parsing: text) } catch { throw ConfigurationError(error.description) }
        }
        if let text = setting("DAYBOOK_TRUSTED_PROXIES") { config.trustedProxies = try TrustedProxies(parsing: text) }
        let sizes: [(String, WritableKeyPath<BodyLimits, Int>)] = [
            ("DAYBOOK_MAX_BODY_SIZE", \.standard), ("DAYBOOK_MAX_BATCH_SIZE", \.batch),
            ("DAYBOOK_MAX_IMPORT_SIZE", \.exportDocument), ("DAYBOOK_MAX_UPLOAD_SIZE", \.importFile),
            ("DAYBOOK_MAX_ANONYMOUS_BODY_SIZE", \.anonymous),
        ]
        if let text = setting("DAYBOOK_ANSWER_CACHE_SIZE") {
            config.answerCacheBytes = text == "0" ? 0 : try BodyLimits.bytes(setting: "DAYBOOK_ANSWER_CACHE_SIZE", text)
        }
        if let text = setting("DAYBOOK_MAX_CONNECTIONS") { config.connections.total = try count(text, setting: "DAYBOOK_MAX_CONNECTIONS") }
        if let text = setting("DAYBOOK_MAX_CONNECTIONS_PER_ADDRESS") {
            config.connections.perAddress = try count(text, setting: "DAYBOOK_MAX_CONNECTIONS_PER_ADDRESS")
        }
        for (name, field) in sizes {
            if let text = setting(name) { config.bodyLimits[keyPath: field] = try BodyLimits.bytes(setting: name, text) }
        }
        return config
    }
}

/// A whole number of at least 1, as a setting gives it.
private func count(_ text: String, setting name: String) throws(ConfigurationError) -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value > 0 else {
        throw ConfigurationError("\(name): \(text.prefix(24)) is not a whole number of at least 1")
    }
    return value
}

private extension String {
    func trimmingSuffix(_ suffix: Character) -> Substring {
        var text = Substring(self)
        while text.last == suffix { text = text.dropLast() }
        return text
    }
}
