import DaybookCore
import DaybookStore
import Foundation

/// A person's timeline runs in progress, as the home page counts them and a grantee's shared page
/// shows them.
public struct RunningTimelines: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(of person: Person) async throws -> [RunningTimeline] {
        try await TimelineRunQueries(context.db, userID: person.id).all().map(RunningTimeline.init)
    }

    /// How many runs are in progress, without reading them.
    public func count(of person: Person) async throws -> Int {
        try await TimelineRunQueries(context.db, userID: person.id).all().count
    }
}
