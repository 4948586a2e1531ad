import DaybookCore
import Foundation

/// A code typed as the second factor, used up if it is good: an authenticator code of a time step after
/// the last one accepted (an overheard code cannot be replayed), or one of the person's unused recovery
/// codes. Callers hold the account's write lock, so two requests with one code cannot both pass.
enum SecondFactorCode {
    static func use(_ typed: String, _ record: StoredTwoFactor, queries: any TwoFactorRows, seal: SecretSeal, at now: Date) async throws -> Bool {
        if let code = TwoFactorRules.typedCode(typed) {
            guard let step = TOTP.matchingStep(code, secret: try seal.open(record.sealedSecret), at: now),
                  step > record.lastUsedStep
            else { return false }
            try await queries.markUsed(step: step)
            return true
        }
        if let recovery = RecoveryCode(typed: typed) {
            return try await queries.useRecoveryCode(recovery, at: now)
        }
        return false
    }
}
