import Vapor

/// `/api/v1/nightscout`: the logged-in person's Nightscout endpoint (created on first read) and a new secret.
enum NightscoutSettingsAPI {
    @Sendable static func show(req: Request) async throws -> NightscoutEndpoint.Settings {
        try await NightscoutEndpoint.current(user: try req.currentUser(), req: req)
    }

    @Sendable static func regenerate(req: Request) async throws -> NightscoutEndpoint.Settings {
        try await NightscoutEndpoint.renew(user: try req.currentUser(), req: req)
    }
}
