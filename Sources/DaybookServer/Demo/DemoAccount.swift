import DaybookApp
import DaybookCore
import Vapor

/// The demo account on this server: `CreateDemoAccount` with the password hashed here and the
/// built-in Cosmic Calendar for its timeline run.
public enum DemoAccount {
    public static let email = CreateDemoAccount.email
    public static let password = CreateDemoAccount.password
    public static let timeZone = CreateDemoAccount.timeZone

    /// Creates the account with its journal; with `replace`, an existing demo account is deleted first.
    /// Returns false when the account exists and is kept.
    @discardableResult
    public static func create(on app: Application, seed: UInt64, replace: Bool, today: LocalDate? = nil) async throws -> Bool {
        let hash = try await app.password.async.hash(password)
        return try await CreateDemoAccount(app.useCases)(passwordHash: hash, seed: seed, replace: replace, journalDay: today,
                                                         run: app.scenarioCatalogue.builtIn(named: "cosmic-calendar"))
    }
}
