import DaybookFormats
import Foundation

/// One person's Nightscout endpoint.
public protocol NightscoutAccountRows: Sendable {
    func account() async throws -> NightscoutAccount?
    /// The account, created on first use with the given handle and secret.
    func ensure(handle: String, secret: String) async throws -> NightscoutAccount
    /// A new secret; the handle stays (or is `handle`, for an account made now).
    func replaceSecret(_ secret: String, handleIfNew handle: String) async throws -> NightscoutAccount
}

/// One person's Nightscout access tokens, kept by their digest.
public protocol NightscoutTokenRows: Sendable {
    func list() async throws -> [NightscoutToken]
    func create(name: String, role: NightscoutRole, token: String) async throws -> NightscoutToken
    /// False when the person has no token with this id.
    func delete(id: UUID) async throws -> Bool
}

/// Nightscout endpoints and tokens by their credential, whoever owns them.
public protocol NightscoutCredentialRows: Sendable {
    /// The account with this handle (a handle sent in lower case finds its account too, unless two
    /// differ only in case).
    func account(handle: String) async throws -> NightscoutAccount?
    /// The account whose secret has this SHA-1.
    func account(secretDigest: String) async throws -> NightscoutAccount?
    func token(_ token: String) async throws -> NightscoutToken?
    func token(id: UUID) async throws -> NightscoutToken?
}
