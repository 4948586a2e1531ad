import FluentKit

/// A journal row that Nightscout clients also see (a reading as an entry; a dose, a meal or an exercise
/// session as a treatment), with when it was last written in ms: their `srvModified`.
public protocol NightscoutShownRecord: TimedEntryRecord {
    static var modifiedKey: KeyPath<Self, OptionalFieldProperty<Self, Int64>> { get }
    var modified: Int64? { get set }
}
