import DaybookCore
import DaybookStore
import Foundation

/// Revokes a share: the grantee's next request finds nothing.
public struct RevokeShare: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        try await context.commit(person.id) { db in
            let queries = ShareQueries(db, ownerID: person.id)
            guard let record = try await queries.find(id) else { throw UseCaseError.notFound("This share") }
            try await queries.delete(record)
            return ((), [Change(.deleted, .shares, id: id)])
        }
    }
}
