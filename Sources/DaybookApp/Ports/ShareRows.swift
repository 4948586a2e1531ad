import DaybookCore
import Foundation

/// The grants one person made.
public protocol ShareRows: Sendable {
    /// Oldest first.
    func list() async throws -> [Share]
    func find(_ id: UUID) async throws -> Share?
    func create(email: String, categories: Set<ShareCategory>, invitation: ShareInvitationCode, at time: Date) async throws -> Share
    /// The grant as stored afterwards; nil when the person made none with this id.
    func update(_ id: UUID, categories: Set<ShareCategory>) async throws -> Share?
    /// A new invitation code in place of the waiting one; nil when the person made no grant with this id.
    func renewInvitation(_ id: UUID, _ invitation: ShareInvitationCode, at time: Date) async throws -> Share?
    func delete(_ id: UUID) async throws -> Bool
}

/// The grants one person accepted from others.
public protocol IncomingShareRows: Sendable {
    /// Oldest first, each with its owner (one whose owner is gone is left out).
    func list() async throws -> [IncomingShare]
    func grant(from ownerID: UUID) async throws -> Share?
    /// Notes that the grant was used, at most once a minute so reads stay cheap.
    func touch(_ share: Share, at time: Date) async throws
}

/// The grants one person had accepted and their owners revoked.
public protocol EndedShareRows: Sendable {
    func record(endedBy ownerID: UUID, at time: Date) async throws
    /// When the owner's grant ended.
    func endedAt(endedBy ownerID: UUID) async throws -> Date?
    /// Latest first.
    func list() async throws -> [EndedShare]
    func forget(endedBy ownerID: UUID) async throws
}

/// Invitations by their code, whoever made them (the code is the credential).
public protocol ShareInvitationRows: Sendable {
    /// The grant whose invitation waits with this code at `time`.
    func waiting(_ invitation: ShareInvitationCode, at time: Date) async throws -> Share?
    /// The grant as accepted; nil when it is gone.
    func accept(_ id: UUID, by granteeID: UUID, at time: Date) async throws -> Share?
}
