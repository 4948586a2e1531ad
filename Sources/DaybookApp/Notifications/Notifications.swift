import Foundation

/// The person's inbox as the notifications page and the API read it.
public struct Notifications: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// Newest first; only notifications of `kind` when one is given (what a grantee may read).
    public func list(of person: Person, limit: Int = 100, offset: Int = 0, kind: String? = nil) async throws -> [InboxNotification] {
        try await context.db.notifications(of: person.id).list(limit: limit, offset: offset, kind: kind)
    }

    public func unreadCount(of person: Person) async throws -> Int {
        try await context.db.notifications(of: person.id).unreadCount()
    }

    public func find(_ id: UUID, of person: Person) async throws -> InboxNotification? {
        try await context.db.notifications(of: person.id).find(id)
    }

    /// Whose notification `id` is and its kind, whoever asks: a grantee's change to one they may
    /// read is refused rather than reported missing.
    public func owner(of id: UUID) async throws -> (userID: UUID, kind: String)? {
        try await context.db.owner(ofNotification: id)
    }
}
