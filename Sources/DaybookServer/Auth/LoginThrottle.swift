import Vapor

/// Limits failed log-ins per account and per IP address (default: 10 per 15 minutes each).
struct LoginThrottle {
    let request: Request

    private var throttle: Throttle { .login(request) }

    func subjects(email: String) -> [String] {
        ["email:\(email)"] + request.clientSubject
    }

    /// Counts a log-in attempt as a failure before the password is checked, or throws 429 with
    /// Retry-After when the account or the address has used up its attempts. Checking first and counting
    /// after let a burst of simultaneous guesses all through.
    func begin(email: String) async throws -> [UUID] {
        try await throttle.attempt(subjects(email: email))
    }

    /// A successful log-in was no failure, and forgives the account's earlier failures (not the address's).
    func succeeded(email: String, attempt: [UUID]) async throws {
        try await throttle.forgive(attempt)
        try await throttle.clear("email:\(email)")
    }
}
