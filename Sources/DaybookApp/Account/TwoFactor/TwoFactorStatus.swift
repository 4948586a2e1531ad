import Foundation

/// Where the person's two-factor log-in stands: off, set up but not confirmed (with the sealed secret
/// to show again), or on with the recovery codes still unused.
public enum TwoFactorStatus: Sendable, Equatable {
    case off
    case awaitingConfirmation(sealedSecret: String)
    case on(recoveryCodesLeft: Int)

    public var isOn: Bool {
        if case .on = self { return true }
        return false
    }

    public static func of(_ person: Person, _ context: UseCaseContext) async throws -> TwoFactorStatus {
        let queries = context.db.twoFactor(of: person.id)
        guard let record = try await queries.find() else { return .off }
        guard record.isEnabled else { return .awaitingConfirmation(sealedSecret: record.sealedSecret) }
        return .on(recoveryCodesLeft: try await queries.recoveryCodesLeft())
    }
}
