import DaybookCore
import Foundation

/// Changes a person's profile and preferences (display name, zone, language, units, thresholds,
/// tracking, onboarding cycle values). Reminders fire by the zone and the cycle, so every one of
/// them is planned anew.
public struct ChangePreferences: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The preferences as stored afterwards. A change that breaks a rule changes nothing.
    public func callAsFunction(_ change: PreferencesChange, for person: Person) async throws -> Preferences {
        try await context.commit(person.id, replan: .allReminders) { db in
            let users = db.users
            guard var account = try await users.find(id: person.id) else { throw UseCaseError.notFound("This account") }
            account.preferences = try account.preferences.applying(change)
            try await users.save(account)
            return (account.preferences, [Change(.updated, .profile)])
        }
    }
}
