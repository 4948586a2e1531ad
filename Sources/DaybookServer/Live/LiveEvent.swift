import DaybookCore
import Foundation

/// One change of a user's data, as the event stream tells it (seed 002 posts a notification on
/// each add; Daybook also tells updates and deletes).
struct LiveEvent: Codable, Sendable, Equatable {
    enum Change: String, Codable, Sendable {
        case created, updated, deleted
    }

    var change: Change
    /// `glucose`, `symptoms`, `metrics`, `favourites`, `timeline`, `notifications`, …
    var kind: String
    var id: UUID?
    /// The day the change belongs to, so open views know whether to refresh.
    var date: LocalDate?
    /// For `timeline`: the index of the scenario event the run (`id`) displays now.
    var index: Int?

    init(change: Change, kind: String, id: UUID? = nil, date: LocalDate? = nil, index: Int? = nil) {
        self.change = change
        self.kind = kind
        self.id = id
        self.date = date
        self.index = index
    }
}
