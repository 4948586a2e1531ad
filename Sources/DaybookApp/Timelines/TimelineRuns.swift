import Foundation

/// The person's runs as the timelines pages and the runs API read them.
public struct TimelineRuns: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Oldest start first.
    public func all(of person: Person) async throws -> [TimelineRunInProgress] {
        try await context.db.timelineRuns(of: person.id).all()
    }

    public func find(_ id: UUID, of person: Person) async throws -> TimelineRunInProgress? {
        try await context.db.timelineRuns(of: person.id).find(id)
    }

    /// Whose run `id` is, for by-id reads through a grant; it tells nothing else.
    public func owner(of id: UUID) async throws -> UUID? {
        try await context.db.owner(ofRun: id)
    }
}
