import DaybookApp
import Vapor

/// A person's Nightscout endpoint: its base URL and API secret, made on first use. The settings API
/// and the settings page both show and renew it here.
enum NightscoutEndpoint {
    struct Settings: Content {
        /// Clients append `/api/v1/…`.
        var baseUrl: String
        var secret: String
        /// For clients that take only a server: the same paths at its root, the secret or a token finding the person.
        var serverUrl: String
    }

    static func current(user: CurrentUser, req: Request) async throws -> Settings {
        let account = try await OpenNightscoutAccount(req.useCases)(
            handleIfNew: NightscoutCredentials.newHandle(), secretIfNew: NightscoutCredentials.newSecret(), for: user.person)
        return settings(account, req)
    }

    /// A new secret: clients with the old one get 401 from now on.
    static func renew(user: CurrentUser, req: Request) async throws -> Settings {
        let account = try await RenewNightscoutSecret(req.useCases)(
            NightscoutCredentials.newSecret(), handleIfNew: NightscoutCredentials.newHandle(), for: user.person)
        return settings(account, req)
    }

    private static func settings(_ account: NightscoutAccount, _ req: Request) -> Settings {
        Settings(baseUrl: "\(req.publicBaseURL)/nightscout/\(account.handle)", secret: account.secret, serverUrl: req.publicBaseURL)
    }
}
