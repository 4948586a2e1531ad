import DaybookStore
import Vapor

/// Limits failed log-ins per account and per IP address (default: 10 per 15 minutes each).
/// Counts live in the database so every server instance sees the same ones.
struct LoginThrottle {
    let request: Request

    private var config: AppConfig { request.application.daybook.config }
    private var queries: LoginThrottleQueries { LoginThrottleQueries(request.db) }

    func subjects(email: String) -> [String] {
        var subjects = ["email:\(email)"]
        if let ip = request.peerAddress?.ipAddress ?? request.remoteAddress?.ipAddress {
            subjects.append("ip:\(ip)")
        }
        return subjects
    }

    /// Throws 429 with Retry-After when any subject has used up its failures.
    func check(email: String) async throws {
        let now = request.clock.now()
        let windowStart = now.addingTimeInterval(-config.loginThrottleWindow)
        for subject in subjects(email: email) {
            let count = try await queries.failures(for: subject, since: windowStart)
            if count >= config.loginFailureLimit {
                let oldest = try await queries.oldestFailure(for: subject, since: windowStart) ?? now
                // Stored times may be rounded by the database: keep the answer inside the window.
                let remaining = oldest.addingTimeInterval(config.loginThrottleWindow).timeIntervalSince(now)
                let retryAfter = min(Int(config.loginThrottleWindow), Int(remaining.rounded(.up)))
                throw APIError.tooManyRequests(retryAfter: retryAfter)
            }
        }
    }

    func recordFailure(email: String) async throws {
        let now = request.clock.now()
        try await queries.prune(before: now.addingTimeInterval(-config.loginThrottleWindow))
        try await queries.record(subjects: subjects(email: email), at: now)
    }

    /// A successful log-in forgives the account's failures (not the IP address's).
    func recordSuccess(email: String) async throws {
        try await queries.clear(subject: "email:\(email)")
    }
}
