import DaybookApp
import DaybookCore
import Vapor

/// Setting the passcode lock, from the API and the settings page alike: 4–8 digits, kept as a bcrypt
/// hash made off the event loop, and the idle minutes after which a web session locks.
enum PasscodeSetting {
    static func save(passcode: String, idleMinutes: Int, user: CurrentUser, req: Request) async throws {
        try PasscodeRules.check(passcode)
        try PasscodeRules.checkIdle(idleMinutes)
        let hash = try await req.password.async.hash(passcode)
        try await SetPasscode(req.useCases)(hash: hash, idleMinutes: idleMinutes, for: user.person)
    }
}
