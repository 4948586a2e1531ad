import Foundation

/// Stops the person's calendar feed: its URL answers "not found" from now on. Like access tokens,
/// the feed is a credential rather than data: no change is emitted.
public struct StopCalendarFeed: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(for person: Person) async throws {
        try await context.commit(person.id) { db in
            guard try await db.cycle(of: person.id).deleteFeed() else { throw UseCaseError.notFound("The feed") }
            return ((), [])
        }
    }
}
