import Foundation

/// Whether the person's calendar feed is on, since when, and when a calendar app last fetched it.
/// The secret URL itself is never kept: only its digest is stored.
public struct CalendarFeedStatus: Sendable, Equatable {
    public let createdAt: Date?
    public let lastFetchedAt: Date?

    public init(createdAt: Date?, lastFetchedAt: Date?) {
        self.createdAt = createdAt
        self.lastFetchedAt = lastFetchedAt
    }

    /// Nil when the person has no feed.
    public static func load(of person: Person, _ context: UseCaseContext) async throws -> CalendarFeedStatus? {
        try await context.db.cycle(of: person.id).feed()
    }
}
