import Foundation

/// What a notification is about, for a client that wants to jump there; stored as JSON beside the
/// notification. Each sender fills its own fields.
struct NotificationData: Codable, Sendable, Equatable {
    /// Timelines: the run, its scenario and the events the notification tells.
    var runId: UUID?
    var named: String?
    var eventIndexes: [Int]?

    init(runId: UUID? = nil, named: String? = nil, eventIndexes: [Int]? = nil) {
        self.runId = runId
        self.named = named
        self.eventIndexes = eventIndexes
    }
}
