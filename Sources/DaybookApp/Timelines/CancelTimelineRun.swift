import DaybookCore
import Foundation

/// Removes a run before it ends, with the notifications it still had to send.
public struct CancelTimelineRun: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ id: UUID, for person: Person) async throws {
        await context.work.stopRun(id)
        try await context.commit(person.id) { db in
            try await db.timelineRuns(of: person.id).delete(id)
            return ((), [Change(.deleted, .timeline, id: id)])
        }
    }
}
