import DaybookCore
import Foundation

/// Looking Nightscout endpoints up: by the handle in a client's URL, by the digest of the secret a
/// client sends to the server's root, or the person's own (the settings page).
public struct NightscoutAccounts: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Whoever owns it: the handle and the secret together are the credential.
    public func find(handle: String) async throws -> NightscoutAccount? {
        try await context.db.nightscoutCredentials.account(handle: handle)
    }

    /// The endpoint whose secret has this SHA-1 (lowercase hex), for clients that know only the server.
    public func find(secretDigest: String) async throws -> NightscoutAccount? {
        try await context.db.nightscoutCredentials.account(secretDigest: secretDigest)
    }

    /// The person's endpoint; nil until it was first opened.
    public func find(of person: Person) async throws -> NightscoutAccount? {
        try await context.db.nightscoutAccount(of: person.id).account()
    }
}
