import DaybookCore
import DaybookApp
import Vapor

/// A limit on attempts per subject ("email:…", "ip:…") inside a sliding window, counted in the
/// database so every server instance sees the same counts. Over the limit: 429 with Retry-After.
struct Throttle {
    let kind: String
    let rule: ThrottleRule
    let request: Request
    /// Said in the 429's message: what there were too many of.
    let what: String

    static func registration(_ request: Request) -> Throttle {
        Throttle(kind: "registration", rule: request.application.daybook.config.registrationThrottle, request: request,
                 what: "sign-ups from this address")
    }

    /// Passcode tries at the lock screen, per account: counted in the database, so simultaneous tries
    /// with one cookie (or several) get no more than the five the lock allows. A full log-in clears them.
    static func passcode(_ request: Request) -> Throttle {
        Throttle(kind: "passcode", rule: ThrottleRule(limit: PasscodeRules.maximumTries, window: 24 * 60 * 60), request: request,
                 what: "wrong passcodes")
    }

    static func passcodeSubject(_ userID: UUID) -> String { "user:\(userID.uuidString)" }

    /// How many attempts `subject` has in the window now.
    func count(_ subject: String) async throws -> Int {
        try await ledger.count(subject, window: rule.window)
    }

    static func tokens(_ request: Request) -> Throttle {
        Throttle(kind: "token", rule: request.application.daybook.config.tokenThrottle, request: request,
                 what: "API tokens created")
    }

    private var ledger: AttemptLedger { AttemptLedger(request.useCases, kind: kind) }

    /// Counts this attempt for every subject, or throws 429 with Retry-After when one of them has used
    /// up its attempts (then nothing is counted). Checked and counted at once: no burst gets past the limit.
    @discardableResult
    func attempt(_ subjects: [String]) async throws -> [UUID] {
        switch try await ledger.reserve(subjects, limit: rule.limit, window: rule.window) {
        case .counted(let ids): return ids
        case .refused(let seconds): throw APIError.tooManyRequests(what, retryAfter: seconds)
        }
    }

    /// Takes back an attempt that turned out to be no failure.
    func forgive(_ ids: [UUID]) async throws {
        try await ledger.forgive(ids)
    }

    func clear(_ subject: String) async throws {
        try await ledger.clear(subject)
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
