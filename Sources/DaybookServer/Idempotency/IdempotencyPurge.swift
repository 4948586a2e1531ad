import DaybookApp
import Foundation
import NIOConcurrencyHelpers
import Vapor

/// Expired idempotency records go now and then, taken care of by whichever keyed request finds the
/// purge due on this instance: every ten minutes, and at once again after a purge that found a full
/// batch, so that each purge is bounded and a backlog still shrinks.
final class IdempotencyPurge: Sendable {
    static let every: TimeInterval = 10 * 60

    private let last = NIOLockedValueBox(Date.distantPast)

    func runIfDue(_ keys: IdempotencyKeys, at now: Date, logger: Logger) async {
        let due = last.withLockedValue { last in
            guard now.timeIntervalSince(last) >= Self.every else { return false }
            last = now
            return true
        }
        guard due else { return }
        do {
            if try await keys.purgeExpired() >= IdempotencyKeys.purgeBatch {
                last.withLockedValue { $0 = .distantPast }
            }
        } catch {
            // The request goes on; the purge is tried again when it is next due.
            logger.error("Could not purge expired idempotency keys: \(String(reflecting: error))")
        }
    }
}
