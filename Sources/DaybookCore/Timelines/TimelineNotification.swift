/// A notification for one or more major events. Compressing 13.8 billion years into minutes puts
/// the last several major events within a fraction of a second, and a phone should not buzz five
/// times at once: major events within one second of run time of each other become one notification.
public struct TimelineNotification: Sendable, Hashable, Codable {
    /// Seconds of run time when the notification is sent: the last of its events' timings,
    /// so every event it names is already displayed.
    public let dueTime: Double
    /// Its events' indexes in display order.
    public let eventIndexes: [Int]

    public init(dueTime: Double, eventIndexes: [Int]) {
        self.dueTime = dueTime
        self.eventIndexes = eventIndexes
    }

    /// How close in run time events must be to share a notification.
    public static let window: Double = 1

    /// Groups events (already due or scheduled) into notifications: walking in display order, a group
    /// takes every event less than `window` seconds after the group's first event.
    public static func coalescing(_ events: [TimelineRun.Event]) -> [TimelineNotification] {
        let ordered = events.sorted { ($0.displayTiming, $0.index) < ($1.displayTiming, $1.index) }
        var result: [TimelineNotification] = []
        var group: [TimelineRun.Event] = []
        func close() {
            if let last = group.last {
                result.append(TimelineNotification(dueTime: last.displayTiming, eventIndexes: group.map(\.index)))
            }
            group = []
        }
        for event in ordered {
            if let first = group.first, event.displayTiming - first.displayTiming >= window { close() }
            group.append(event)
        }
        close()
        return result
    }
}
