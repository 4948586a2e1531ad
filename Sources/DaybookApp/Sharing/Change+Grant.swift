import DaybookCore

extension Change {
    /// Whether a follower holding `categories` may hear of this change of the owner's data: journal
    /// kinds a granted category shows, and timeline runs with `timelines`. Everything else (profile,
    /// shares, reminders, imports, …) stays the owner's own business.
    public func isVisible(to categories: Set<ShareCategory>) -> Bool {
        switch subject {
        case .journal(let kind): categories.contains { $0.journalKinds.contains(kind) }
        case .timeline: categories.contains(.timelines)
        default: false
        }
    }
}
