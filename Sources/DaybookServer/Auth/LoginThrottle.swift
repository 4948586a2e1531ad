import Vapor

/// Limits failed log-ins per account and per IP address (default: 10 per 15 minutes each).
struct LoginThrottle {
    let request: Request

    private var throttle: Throttle { .login(request) }

    func subjects(email: String) -> [String] {
        ["email:\(email)"] + request.clientSubject
    }

    /// Throws 429 with Retry-After when any subject has used up its failures.
    func check(email: String) async throws {
        try await throttle.check(subjects(email: email))
    }

    func recordFailure(email: String) async throws {
        try await throttle.record(subjects(email: email))
    }

    /// A successful log-in forgives the account's failures (not the IP address's).
    func recordSuccess(email: String) async throws {
        try await throttle.clear("email:\(email)")
    }
}
