import DaybookStore

extension Change {
    /// A journal row a Nightscout document wrote, changed or removed.
    init(_ change: NightscoutJournalChange) {
        let action: Action = switch change.change {
        case .created: .created
        case .updated: .updated
        case .deleted: .deleted
        }
        self.init(action, .journal(change.kind), id: change.id, date: change.date)
    }
}
