import Foundation

/// A grant to the reader, with the account of whoever made it.
public struct IncomingShare: Sendable {
    public let share: Share
    public let owner: Account

    public init(share: Share, owner: Account) {
        self.share = share
        self.owner = owner
    }
}
