import DaybookApp
import DaybookCore
import Vapor

/// The second step of a log-in, for the API's tokens and the web's log-in page alike. Each code is
/// counted as a failed log-in before it is checked (the password step does not clear the count while
/// a code is still owed), so codes cannot be guessed faster than passwords.
enum SecondFactor {
    static func required(for user: Account, on request: Request) async throws -> Bool {
        try await CheckSecondFactor(request.useCases, seal: request.application.secretSeal()).isRequired(for: user.id)
    }

    static func check(_ code: String, for user: Account, on request: Request) async throws {
        let email = user.email.lowercased()
        let throttle = LoginThrottle(request: request)
        let attempt = try await throttle.begin(email: email, account: user)
        let outcome = try await CheckSecondFactor(request.useCases, seal: request.application.secretSeal())(code, for: user.id)
        guard outcome != .refused else { throw wrongCode }
        try await throttle.succeeded(user, email: email, attempt: attempt)
        try await Credentials.completed(user, on: request)
    }

    /// Turns two-factor log-in off with a code (after the password was re-checked with `codeOwed`). The
    /// code is counted as a failed log-in before it is checked, so guessing it here is no faster than
    /// at log-in; a refused one is a 422 naming `code`.
    static func turnOff(code: String, for user: CurrentUser, on request: Request) async throws {
        let email = user.account.email.lowercased()
        let throttle = LoginThrottle(request: request)
        let attempt = try await throttle.begin(email: email, account: user.account)
        try await TurnOffTwoFactor(request.useCases, seal: request.application.secretSeal())(code: code, for: user.person)
        try await throttle.succeeded(user.account, email: email, attempt: attempt)
    }

    static let missing = APIError(status: .unauthorized, code: "twoFactorRequired",
                                  message: "This account logs in with a second factor: send `code`, 6 digits from the authenticator or a recovery code.",
                                  field: "code", problem: Problem(.apiSecondFactorRequired))
    static let wrongCode = APIError(status: .unauthorized, code: "wrongCode", message: "The code is wrong or was used already.", field: "code",
                                    problem: Problem(.apiWrongCode))
}
