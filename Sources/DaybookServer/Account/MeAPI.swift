import DaybookApp
import DaybookCore
import Vapor

/// The logged-in person's profile, preferences, password and account.
enum MeAPI {
    static let changeableFields: Set<String> = [
        "displayName", "timeZone", "language", "glucoseUnit", "weightUnit", "temperatureUnit", "hypoThreshold", "hyperThreshold", "tracking",
        "initialPeriodStart", "initialPeriodLength", "averageCycleLength",
    ]

    @Sendable static func show(req: Request) async throws -> ProfileDTO {
        let user = try req.currentUser()
        return ProfileDTO(user.account)
    }

    /// `PATCH /api/v1/me`: changes the given fields only; a bad field changes nothing.
    @Sendable static func update(req: Request) async throws -> ProfileDTO {
        let user = try req.currentUser()
        try KnownFields.check(req, allowed: changeableFields)
        let change = try req.content.decode(PreferencesChange.self)
        let preferences = try await ChangePreferences(req.useCases)(change, for: user.person)
        try req.accountChanged { $0.preferences = preferences }
        return ProfileDTO(try req.currentUser().account)
    }

    struct PasswordChange: Content {
        var currentPassword: String
        var newPassword: String
    }

    /// `POST /api/v1/me/password`: other tokens are revoked; the one in use keeps working.
    @Sendable static func changePassword(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        let input = try req.content.decode(PasswordChange.self)
        guard try await Credentials.recheck(input.currentPassword, of: user, on: req) else {
            throw APIError.invalid("currentPassword", .notCurrentPassword)
        }
        try AccountRules.checkPassword(input.newPassword, field: "newPassword")
        let hash = try await req.password.async.hash(input.newPassword)
        let account = try await ChangePassword(req.useCases)(newPasswordHash: hash, for: user.person, keepingToken: user.tokenID)
        req.auth.login(CurrentUser(account: account, tokenID: user.tokenID))
        return .noContent
    }

    struct Deletion: Content {
        var password: String
    }

    /// `DELETE /api/v1/me` with the password: the account and all its data are gone.
    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        let user = try req.currentUser()
        let input = try req.content.decode(Deletion.self)
        guard try await Credentials.recheck(input.password, of: user, on: req) else {
            throw APIError.invalid("password", .notYourPassword)
        }
        try await DeleteAccount(req.useCases)(user.person)
        req.auth.logout(CurrentUser.self)
        if req.hasSession { req.session.destroy() }
        return .noContent
    }
}
