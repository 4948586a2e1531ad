import DaybookFormats
import Foundation

/// What a change replans besides itself.
public enum Replan: Sendable {
    case nothing
    /// The logged cycle moved: period-due reminders follow the new prediction.
    case periodDue
    /// The zone or the onboarding values moved: every reminder.
    case allReminders
    /// A reminder itself changed and carries its new next fire: the scheduler only looks again.
    case scheduleOnly
}

extension UseCaseContext {
    /// The one way a use case changes data: `write` runs in one transaction, together with the
    /// replanning it needs; once that committed, the scheduler is woken and the changes are emitted.
    /// Nothing is emitted for a write that failed. The transaction takes the account's write lock
    /// first, so concurrent writers wait their turn instead of failing; on SQLite, writes waiting
    /// together share one commit (`Storage.transaction`).
    func commit<T: Sendable>(_ userID: UUID, replan: Replan = .nothing,
                             _ write: @escaping @Sendable (any Storage) async throws -> (T, [Change])) async throws -> T {
        let now = self.now()
        let (value, changes) = try await transaction { tx in
            try await tx.lockAccount(userID)
            let result = try await tx.stamping(NightscoutTime.milliseconds(now)) { try await write(tx) }
            switch replan {
            case .nothing, .scheduleOnly: return result
            case .periodDue, .allReminders: break
            }
            // Planned by the preferences as stored now: the write may have changed them too (a period
            // edit forgets the onboarding one).
            guard let record = try await tx.users.find(id: userID) else { return result }
            let stored = Person(id: userID, preferences: record.preferences)
            switch replan {
            case .nothing, .scheduleOnly: break
            case .periodDue: try await ReminderPlanning.cycleChanged(stored, on: tx, now: now)
            case .allReminders: try await ReminderPlanning.replan(stored, on: tx, now: now)
            }
            return result
        }
        if case .nothing = replan {} else { await work.remindersChanged() }
        await self.changes.emit(changes, to: userID)
        return value
    }
}
