import DaybookCore
import DaybookStore
import Foundation

/// Changes which categories a share grants.
public struct ChangeShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, categories: [String], for person: Person) async throws -> Share {
        let parsed = try ShareCategory.parse(categories)
        return try await context.commit(person.id) { db in
            let queries = ShareQueries(db, ownerID: person.id)
            guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This share") }
            try await queries.update(record, categories: parsed)
            return (try Share(record), [Change(.updated, .shares, id: id)])
        }
    }
}
