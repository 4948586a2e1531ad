import DaybookStore
import Foundation

/// The person's runs as the timelines pages and the runs API read them.
public struct TimelineRuns: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Oldest start first.
    public func all(of person: Person) async throws -> [TimelineRunInProgress] {
        try await TimelineRunQueries(context.db, userID: person.id).all().map(TimelineRunInProgress.init)
    }

    public func find(_ id: UUID, of person: Person) async throws -> TimelineRunInProgress? {
        try await TimelineRunQueries(context.db, userID: person.id).find(id).map(TimelineRunInProgress.init)
    }

    /// Whose run `id` is, for by-id reads through a grant; it tells nothing else.
    public func owner(of id: UUID) async throws -> UUID? {
        try await TimelineRunQueries.owner(of: id, on: context.db)
    }
}
