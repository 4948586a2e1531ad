import Foundation

/// What the application needs from wherever the journal is kept, in the core's and the application's
/// values: one kind of stored thing per port, scoped to the person it belongs to wherever it has one.
/// The store implements it; use cases and read models reach the data only through it.
public protocol Storage: Sendable {
    var users: any UserRows { get }
    var accessTokens: any AccessTokenRows { get }
    func twoFactor(of userID: UUID) -> any TwoFactorRows
    func passcode(of userID: UUID) -> any PasscodeRows
    var webSessions: any WebSessionRows { get }
    func attempts(_ kind: String) -> any AttemptRows
}
