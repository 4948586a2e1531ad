import DaybookApp
import DaybookCore
import Vapor

/// `/api/v1/me/passcode`: the web app's optional lock (4–8 digits, bcrypt-hashed) and its idle minutes.
enum PasscodeAPI {
    struct Status: Content {
        var enabled: Bool
        var idleMinutes: Int?
    }

    struct Input: Content {
        var passcode: String
        var idleMinutes: Int?
    }

    @Sendable static func show(req: Request) async throws -> Status {
        let user = try req.currentUser()
        let lock = try await PasscodeLockSetting.of(user.person, req.useCases)
        return Status(enabled: lock != nil, idleMinutes: lock?.idleMinutes)
    }

    @Sendable static func set(req: Request) async throws -> Status {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: ["passcode", "idleMinutes"])
        let input = try req.content.decode(Input.self)
        let minutes = input.idleMinutes ?? PasscodeRules.defaultIdleMinutes
        try await PasscodeSetting.save(passcode: input.passcode, idleMinutes: minutes, user: user, req: req)
        return Status(enabled: true, idleMinutes: minutes)
    }

    /// Checks and stores a passcode; the web settings come here too.
    @Sendable static func remove(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        try await RemovePasscode(req.useCases)(for: user.person)
        return .noContent
    }
}
