import DaybookCore
import Foundation

/// The accounts. A taken email is `UseCaseError.duplicate("email")` once through `commit`.
public protocol UserRows: Sendable {
    func create(email: String, passwordHash: String, preferences: Preferences) async throws -> Account
    func find(id: UUID) async throws -> Account?
    func find(email: String) async throws -> Account?
    /// Every account, by email.
    func all() async throws -> [Account]
    /// Stores the account's password hash and preferences.
    func save(_ account: Account) async throws
    /// Counts the account's session epoch up by one and returns the new one.
    func startNewSessionEpoch(id: UUID) async throws -> Int
    /// The account and everything in it.
    func delete(id: UUID) async throws
}
