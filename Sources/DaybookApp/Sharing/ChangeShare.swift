import DaybookCore
import Foundation

/// Changes which categories a share grants.
public struct ChangeShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, categories: [String], for person: Person) async throws -> Share {
        let parsed = try ShareCategory.parse(categories)
        return try await context.commit(person.id) { db in
            guard let share = try await db.shares(of: person.id).update(id, categories: parsed) else {
                throw UseCaseError.notFound("This share")
            }
            return (share, [Change(.updated, .shares, id: id)])
        }
    }
}
