import DaybookCore
import Foundation

/// A journal row a Nightscout write created, changed or deleted: the server tells open views.
public struct NightscoutJournalChange: Sendable, Equatable {
    public enum Change: String, Sendable { case created, updated, deleted }
    public var change: Change
    public var kind: JournalKind
    public var id: UUID
    public var date: LocalDate
}
