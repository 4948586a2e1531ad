import Foundation

/// Where use cases report what they changed, after the change is stored. The server implements it
/// (live event streams, the relay to other instances); a command-line import on SQLite, with no
/// server process to tell, uses `DiscardedChanges`.
public protocol ChangeSink: Sendable {
    func emit(_ changes: [Change], to userID: UUID) async
}

extension ChangeSink {
    public func emit(_ change: Change, to userID: UUID) async {
        await emit([change], to: userID)
    }
}

/// Tells nobody.
public struct DiscardedChanges: ChangeSink {
    public init() {}
    public func emit(_ changes: [Change], to userID: UUID) async {}
}
