import DaybookStore
import Vapor

/// The logged-in user's Nightscout endpoint: its base URL and API secret (created on first read).
enum NightscoutSettingsAPI {
    struct Settings: Content {
        /// Clients append `/api/v1/…`.
        var baseUrl: String
        var secret: String
    }

    @Sendable static func show(req: Request) async throws -> Settings {
        try await current(user: try req.currentUser(), req: req)
    }

    /// The endpoint of `user`, made on first use; the settings page shows it too.
    static func current(user: CurrentUser, req: Request) async throws -> Settings {
        let account = try await NightscoutAccountQueries(req.db, userID: user.id)
            .ensure(handle: NightscoutCredentials.newHandle(), secret: NightscoutCredentials.newSecret())
        return settings(account, req)
    }

    /// A new secret: clients with the old one get 401 from now on.
    @Sendable static func regenerate(req: Request) async throws -> Settings {
        try await renew(user: try req.currentUser(), req: req)
    }

    static func renew(user: CurrentUser, req: Request) async throws -> Settings {
        let account = try await NightscoutAccountQueries(req.db, userID: user.id)
            .replaceSecret(NightscoutCredentials.newSecret(), handleIfNew: NightscoutCredentials.newHandle())
        return settings(account, req)
    }

    private static func settings(_ account: NightscoutAccountRecord, _ req: Request) -> Settings {
        Settings(baseUrl: "\(req.publicBaseURL)/nightscout/\(account.handle)", secret: account.secret)
    }
}
