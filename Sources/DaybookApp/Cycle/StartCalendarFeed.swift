import Foundation

/// Starts the person's calendar feed at a new secret URL; an earlier URL stops working in the same
/// transaction. The caller made the secret and shows it once; only its digest (SHA-256 of the secret,
/// as the feed is looked up when fetched) is stored here.
///
/// Like access tokens, the feed is a credential rather than data: no change is emitted.
public struct StartCalendarFeed: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The new feed, with its creation date.
    public func callAsFunction(secretDigest: String, for person: Person) async throws -> CalendarFeedStatus {
        try await context.commit(person.id) { db in
            (try await db.cycle(of: person.id).replaceFeed(secretDigest: secretDigest), [])
        }
    }
}
