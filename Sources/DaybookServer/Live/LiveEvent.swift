import DaybookCore
import Foundation

/// One change of a user's data, as the event stream tells it (seed 002 posts a notification on
/// each add; Daybook also tells updates and deletes).
struct LiveEvent: Codable, Sendable, Equatable {
    enum Change: String, Codable, Sendable {
        case created, updated, deleted
    }

    var change: Change
    /// `glucose`, `symptoms`, `metrics`, `favourites`, …
    var kind: String
    var id: UUID?
    /// The day the change belongs to, so open views know whether to refresh.
    var date: LocalDate?
}
