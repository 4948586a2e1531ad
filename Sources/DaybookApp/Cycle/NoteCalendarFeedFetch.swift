import Foundation

/// Notes that a calendar app fetched the feed, for the person's settings ("last fetched"). A fetch is
/// no change the person made: it goes through the write discipline as bookkeeping, counts no revision
/// up and emits nothing.
public struct NoteCalendarFeedFetch: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ fetched: CalendarFeedView) async throws {
        let (feedID, userID, time) = (fetched.feedID, fetched.userID, fetched.fetchedAt)
        try await context.commitBookkeeping { db in
            try await db.cycle(of: userID).feedFetched(feedID, at: time)
        }
    }
}
