import DaybookCore
import Foundation

/// Deletes one of the person's imported scenarios; runs already started keep their copy.
public struct DeleteScenario: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(named: String, for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await db.scenarios(of: person.id).delete(named: named) else { throw UseCaseError.notFound("This scenario") }
            return ((), [Change(.deleted, .scenarios)])
        }
    }
}
