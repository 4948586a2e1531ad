import DaybookCore
import Foundation

/// One person's two-factor setting, as kept: the sealed secret, whether the first code confirmed it,
/// and the last time step accepted (an authenticator code of a step up to it is never taken again).
public struct StoredTwoFactor: Sendable, Equatable {
    public var sealedSecret: String
    public var isEnabled: Bool
    public var lastUsedStep: Int64

    public init(sealedSecret: String, isEnabled: Bool, lastUsedStep: Int64) {
        self.sealedSecret = sealedSecret
        self.isEnabled = isEnabled
        self.lastUsedStep = lastUsedStep
    }
}

/// One person's two-factor setting and recovery codes.
public protocol TwoFactorRows: Sendable {
    func find() async throws -> StoredTwoFactor?
    /// A new setup waiting for its first code, in place of any earlier one.
    func startSetup(sealedSecret: String, at time: Date) async throws
    /// Turns it on at `step`, with these recovery codes in place of any earlier ones.
    func enable(step: Int64, at time: Date, recoveryCodes: [RecoveryCode]) async throws
    func markUsed(step: Int64) async throws
    /// Uses up the recovery code; false when it is not one of this person's unused codes.
    func useRecoveryCode(_ code: RecoveryCode, at time: Date) async throws -> Bool
    func recoveryCodesLeft() async throws -> Int
    func delete() async throws
}
