import DaybookCore
import Foundation

/// The second step of a log-in: a code from the authenticator (a time step never used before, so an
/// overheard code cannot be replayed) or one unused recovery code. Checked and used up under the
/// account's write lock, so two simultaneous log-ins with one code cannot both pass.
public struct CheckSecondFactor: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Two-factor log-in is off for this person: the password was enough.
        case notNeeded
        case accepted
        case refused
    }

    let context: UseCaseContext
    let seal: SecretSeal

    public init(_ context: UseCaseContext, seal: SecretSeal) {
        self.context = context
        self.seal = seal
    }

    /// Whether the person needs a second factor at all.
    public func isRequired(for userID: UUID) async throws -> Bool {
        try await context.db.twoFactor(of: userID).find()?.isEnabled == true
    }

    public func callAsFunction(_ typed: String, for userID: UUID) async throws -> Outcome {
        let now = context.now()
        let seal = seal
        return try await context.commit(userID) { db in
            let queries = db.twoFactor(of: userID)
            guard let record = try await queries.find(), record.isEnabled else { return (.notNeeded, []) }
            let accepted = try await SecondFactorCode.use(typed, record, queries: queries, seal: seal, at: now)
            return (accepted ? .accepted : .refused, [])
        }
    }
}
