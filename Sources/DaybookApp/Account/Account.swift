import DaybookCore
import Foundation

/// An account as the server sees it: who it is, its preferences, and what decides whether a web
/// session still belongs to it. The password hash travels so that a log-in can be checked off the
/// database's threads; it is never shown.
public struct Account: Sendable, Equatable {
    public let id: UUID
    public var email: String
    public var passwordHash: String
    public var preferences: Preferences
    /// Grows with every committed write of the account's data: an answer made at one revision is still
    /// the answer while the revision stays.
    public var revision: Int?
    /// Part of every web session's id: counted up to end the sessions signed in before.
    public var sessionEpoch: Int
    public var createdAt: Date?

    public var displayName: String { preferences.displayName }

    /// Whose data use cases change when this account acts.
    public var person: Person { Person(id: id, preferences: preferences) }

    public init(id: UUID, email: String, passwordHash: String, preferences: Preferences, revision: Int?, sessionEpoch: Int,
                createdAt: Date?) {
        self.id = id
        self.email = email
        self.passwordHash = passwordHash
        self.preferences = preferences
        self.revision = revision
        self.sessionEpoch = sessionEpoch
        self.createdAt = createdAt
    }
}
