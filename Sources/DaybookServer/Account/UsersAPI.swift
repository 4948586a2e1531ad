import DaybookApp
import DaybookCore
import Vapor

/// Sign-up.
enum UsersAPI {
    struct Registration: Content {
        var email: String
        var password: String
        var displayName: String
        var timeZone: String
        var language: Language?
    }

    /// `POST /api/v1/users` → 201 with the new profile.
    @Sendable static func register(req: Request) async throws -> Response {
        // Every attempt counts, so that probing which emails exist is throttled too.
        try await Throttle.registration(req).attempt(req.clientSubject)
        let input = try req.content.decode(Registration.self)
        let email = try AccountRules.normalizedEmail(input.email)
        try AccountRules.checkPassword(input.password)
        let name = try AccountRules.displayName(input.displayName)
        let zone = try AccountRules.timeZone(input.timeZone)
        let language = try input.language.map { try AccountRules.language($0) }
        var preferences = Preferences(displayName: name, timeZone: zone)
        preferences.language = language ?? Language.preferred(acceptLanguage: req.headers.first(name: .acceptLanguage))
        let hash = try await req.password.async.hash(input.password)
        let user = try await CreateAccount(req.useCases)(email: email, passwordHash: hash, preferences: preferences)
        let response = Response(status: .created)
        try response.content.encode(ProfileDTO(user))
        response.headers.replaceOrAdd(name: .location, value: "/api/v1/me")
        return response
    }
}
