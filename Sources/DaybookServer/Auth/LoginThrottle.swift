import DaybookApp
import Vapor

/// Failed log-ins (wrong passwords, wrong second-factor codes) are counted three ways, each in its own
/// window: per account from one address (`DAYBOOK_LOGIN_LIMIT`, 10 per 15 minutes), per address over
/// every account (`DAYBOOK_LOGIN_ADDRESS_LIMIT`, 30 per 15 minutes), and per account from everywhere
/// (`DAYBOOK_LOGIN_ACCOUNT_LIMIT`, 50 an hour). So guesses from one address lock out that address, not
/// the account's owner; guesses from many addresses lock the account for anyone without a device
/// cookie (`DeviceCookie`), while the owner's own devices count apart, by their own limit, and get in.
struct LoginThrottle {
    let request: Request

    /// What one attempt counted, to be taken back if it was no failure.
    struct Attempt {
        fileprivate var counted: [(throttle: Throttle, ids: [UUID])] = []
    }

    private var config: AppConfig { request.application.daybook.config }

    /// The throttles an attempt at `email` counts against, with their subjects.
    private func rules(email: String, account: Account?) -> [(Throttle, [String])] {
        let address = request.clientAddress.map(TrustedProxies.throttleKey(for:)) ?? "unknown"
        let pair = (Throttle(kind: "login", rule: config.loginThrottle, request: request, what: "failed log-ins"),
                    ["email:\(email)|ip:\(address)"])
        let everywhere = (Throttle(kind: "login-address", rule: config.loginAddressThrottle, request: request,
                                   what: "failed log-ins from this address"), request.clientSubject)
        if let account, let device = DeviceCookie.device(of: request, for: account) {
            return [pair, everywhere, (Throttle(kind: "login-device", rule: config.loginThrottle, request: request, what: "failed log-ins"),
                                       ["device:\(device)"])]
        }
        return [pair, everywhere, (Throttle(kind: "login-account", rule: config.loginAccountThrottle, request: request,
                                            what: "failed log-ins"), ["email:\(email)"])]
    }

    /// Counts a log-in attempt as a failure before the password is checked, or throws 429 with
    /// Retry-After when one of its limits is used up (then nothing is counted). Checking first and
    /// counting after let a burst of simultaneous guesses all through.
    func begin(email: String, account: Account?) async throws -> Attempt {
        var attempt = Attempt()
        do {
            for (throttle, subjects) in rules(email: email, account: account) where !subjects.isEmpty {
                attempt.counted.append((throttle, try await throttle.attempt(subjects)))
            }
        } catch {
            try await forgive(attempt)
            throw error
        }
        return attempt
    }

    /// Takes the attempt back (a right password while a code is still owed): failures before it stay.
    func forgive(_ attempt: Attempt) async throws {
        for (throttle, ids) in attempt.counted { try await throttle.forgive(ids) }
    }

    /// A successful log-in was no failure, and forgives the failures of this account from this address
    /// and from this device (not the address's over other accounts, nor the account's from elsewhere);
    /// the client gets a device cookie for the account.
    func succeeded(_ account: Account, email: String, attempt: Attempt) async throws {
        try await forgive(attempt)
        for (throttle, subjects) in rules(email: email, account: account) where throttle.kind == "login" || throttle.kind == "login-device" {
            for subject in subjects { try await throttle.clear(subject) }
        }
        DeviceCookie.issue(for: account, on: request)
    }
}
