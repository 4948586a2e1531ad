import FluentKit
import Foundation

/// The instant of the write being committed, in ms: what the journal rows it writes carry as their
/// last modification, for Nightscout clients that ask what changed since their last sync. The
/// application layer's commit sets it around each write; rows written outside one (seeding, a test
/// writing to the store directly) carry none and count from their own time.
public enum WriteStamp {
    @TaskLocal public static var milliseconds: Int64?

    /// Marks a row as written now, when it is one Nightscout clients see.
    static func mark(_ record: some Model) {
        guard let shown = record as? any NightscoutShownRecord else { return }
        shown.modified = milliseconds
    }
}
