import DaybookCore
import Foundation

/// Keeps a scenario the person imported (seed JSON or TimelineJS), to run like the built-in ones.
public struct SaveScenario: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ scenario: Scenario, for person: Person) async throws {
        let now = context.now()
        try await context.commit(person.id) { db in
            try await db.scenarios(of: person.id).create(scenario, at: now)
            return ((), [Change(.created, .scenarios)])
        }
    }
}
