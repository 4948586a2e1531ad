import DaybookCore
import Foundation

/// Removes the person's webhook and the deliveries still waiting for it.
public struct RemoveWebhook: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await db.webhook(of: person.id).delete() else { throw UseCaseError.notFound("The webhook") }
            return ((), [Change(.deleted, .webhook)])
        }
    }
}
