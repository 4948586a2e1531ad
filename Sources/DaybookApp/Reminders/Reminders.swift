import Foundation

/// The person's reminders, as the reminders page and the API list and show them.
public struct Reminders: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// By time of day, as an alarm clock lists them.
    public func list(of person: Person) async throws -> [ScheduledReminder] {
        try await context.db.reminders(of: person.id).list()
    }

    public func find(_ id: UUID, of person: Person) async throws -> ScheduledReminder? {
        try await context.db.reminders(of: person.id).find(id)
    }
}
