import DaybookCore
import DaybookApp
import Vapor

/// Checks an email and password against the accounts, throttled, hashing off the event loop.
enum Credentials {
    struct Verified {
        var user: Account
        /// The account logs in with a second factor, still owed (`SecondFactor.check`).
        var needsSecondFactor: Bool
    }

    /// The account once email and password match. With a second factor still owed the attempt is
    /// forgiven but the account's failures stay: wrong codes add to them.
    static func verify(email rawEmail: String, password: String, on request: Request) async throws -> Verified {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let throttle = LoginThrottle(request: request)
        // An address no account can have (a control character: PostgreSQL's text cannot even hold a NUL)
        // finds no one, the same answer as an unknown one.
        let user = (try? AccountRules.normalizedEmail(email)) == nil ? nil : try await Accounts(request.useCases).find(email: email)
        let attempt = try await throttle.begin(email: email, account: user)
        let matches = try await request.password.async.verify(password, created: user?.passwordHash ?? request.application.daybook.decoyPasswordHash)
        guard let user, matches else { throw APIError.wrongCredentials() }
        if try await SecondFactor.required(for: user, on: request) {
            try await throttle.forgive(attempt)
            return Verified(user: user, needsSecondFactor: true)
        }
        try await throttle.succeeded(user, email: email, attempt: attempt)
        try await completed(user, on: request)
        return Verified(user: user, needsSecondFactor: false)
    }

    /// A full log-in opens what five wrong passcodes closed.
    static func completed(_ user: Account, on request: Request) async throws {
        try await Throttle.passcode(request).clear(Throttle.passcodeSubject(user.id))
    }

    /// Re-checks the logged-in person's password before a change that needs it (a new password,
    /// deleting the account), under the same throttle as logging in: guesses through these routes
    /// count as failed log-ins. False when it does not match. With a code still owed after it
    /// (`codeOwed`) a right password is forgiven but clears none of the account's failures, as at log-in.
    static func recheck(_ password: String, of user: CurrentUser, on request: Request, codeOwed: Bool = false) async throws -> Bool {
        let email = user.account.email.lowercased()
        let throttle = LoginThrottle(request: request)
        let attempt = try await throttle.begin(email: email, account: user.account)
        guard try await request.password.async.verify(password, created: user.account.passwordHash) else { return false }
        if codeOwed {
            try await throttle.forgive(attempt)
        } else {
            try await throttle.succeeded(user.account, email: email, attempt: attempt)
        }
        return true
    }
}
