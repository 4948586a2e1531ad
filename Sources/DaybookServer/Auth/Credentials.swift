import DaybookCore
import DaybookStore
import Vapor

/// Checks an email and password against the accounts, throttled, hashing off the event loop.
enum Credentials {
    static func verify(email rawEmail: String, password: String, on request: Request) async throws -> UserRecord {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let throttle = LoginThrottle(request: request)
        try await throttle.check(email: email)
        let user = try await UserQueries(request.db).find(email: email)
        let matches = try await request.password.async.verify(password, created: user?.passwordHash ?? request.application.daybook.decoyPasswordHash)
        guard let user, matches else {
            try await throttle.recordFailure(email: email)
            throw APIError.wrongCredentials()
        }
        try await throttle.recordSuccess(email: email)
        return user
    }
}
