import DaybookStore
import Vapor

/// A limit on attempts per subject ("email:…", "ip:…") inside a sliding window, counted in the
/// database so every server instance sees the same counts. Over the limit: 429 with Retry-After.
struct Throttle {
    let kind: String
    let rule: ThrottleRule
    let request: Request
    /// Said in the 429's message: what there were too many of.
    let what: String

    static func login(_ request: Request) -> Throttle {
        Throttle(kind: "login", rule: request.application.daybook.config.loginThrottle, request: request,
                 what: "failed log-ins")
    }

    static func registration(_ request: Request) -> Throttle {
        Throttle(kind: "registration", rule: request.application.daybook.config.registrationThrottle, request: request,
                 what: "sign-ups from this address")
    }

    static func tokens(_ request: Request) -> Throttle {
        Throttle(kind: "token", rule: request.application.daybook.config.tokenThrottle, request: request,
                 what: "API tokens created")
    }

    private var queries: ThrottleQueries { ThrottleQueries(request.db, kind: kind) }

    /// Throws 429 with Retry-After when any subject has used up its attempts.
    func check(_ subjects: [String]) async throws {
        let now = request.clock.now()
        let windowStart = now.addingTimeInterval(-rule.window)
        for subject in subjects {
            guard try await queries.count(for: subject, since: windowStart) >= rule.limit else { continue }
            let oldest = try await queries.oldest(for: subject, since: windowStart) ?? now
            // Stored times may be rounded by the database: keep the answer inside the window.
            let remaining = oldest.addingTimeInterval(rule.window).timeIntervalSince(now)
            throw APIError.tooManyRequests(what, retryAfter: min(Int(rule.window.rounded(.up)), Int(remaining.rounded(.up))))
        }
    }

    func record(_ subjects: [String]) async throws {
        // Whole seconds: every database stores them exactly, so Retry-After comes out exact too.
        let now = Date(timeIntervalSince1970: request.clock.now().timeIntervalSince1970.rounded(.down))
        try await queries.prune(before: now.addingTimeInterval(-rule.window))
        try await queries.record(subjects: subjects, at: now)
    }

    /// Counts this attempt, refused or not, after checking the limit.
    func attempt(_ subjects: [String]) async throws {
        try await check(subjects)
        try await record(subjects)
    }

    func clear(_ subject: String) async throws {
        try await queries.clear(subject: subject)
    }
}

extension Request {
    /// The client's address for throttles: the peer, or behind a trusted proxy the address it names.
    var clientAddress: String? {
        application.daybook.config.trustedProxies.clientAddress(
            peer: remoteAddress?.ipAddress, forwardedFor: headers[.xForwardedFor])
    }

    /// The throttle subject of the client's address (an IPv6 client counts by its /64).
    var clientSubject: [String] {
        clientAddress.map { ["ip:" + TrustedProxies.throttleKey(for: $0)] } ?? []
    }
}
