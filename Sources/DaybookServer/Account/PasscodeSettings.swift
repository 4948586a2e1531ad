import DaybookApp
import DaybookCore
import Vapor

/// The passcode section of the settings page.
enum PasscodeSettings {
    static let fields = [
        FieldSpec(name: "passcode", labelKey: "newPasscode", control: .pin),
        FieldSpec(name: "idleMinutes", labelKey: "idleMinutes", control: .number, min: "1", max: "120", step: "1",
                  initial: String(PasscodeRules.defaultIdleMinutes)),
    ]

    @Sendable static func save(req: Request) async throws -> Response {
        try await SettingsPage.handle(req, key: "passcode") { user, form in
            guard let minutes = try FormNumber.optional(form["idleMinutes"], field: "idleMinutes"), minutes == minutes.rounded() else {
                throw ValidationError(field: "idleMinutes", .wholeMinutes)
            }
            try await PasscodeSetting.save(passcode: form["passcode"] ?? "", idleMinutes: Int(minutes), user: user, req: req)
            // Setting the passcode is activity: the lock starts counting from now.
            req.session.data[PasscodeLock.lastSeenKey] = String(req.clock.now().timeIntervalSince1970)
            return req.redirect(to: "/settings?saved=1#passcode")
        }
    }

    @Sendable static func remove(req: Request) async throws -> Response {
        let user = try req.currentUser()
        try await RemovePasscode(req.useCases)(for: user.person)
        return req.redirect(to: "/settings?saved=1#passcode")
    }
}
