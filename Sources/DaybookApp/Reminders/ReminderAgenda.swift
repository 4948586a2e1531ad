import Foundation

/// When the next reminder of anybody falls due: what the scheduler sleeps until.
public struct ReminderAgenda: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func earliestNextFire() async throws -> Date? {
        try await context.db.reminderClaims.earliestNextFire()
    }
}
