import DaybookCore
import Foundation

/// Predicted periods and fertile windows as calendar events, for the subscribable feed.
public enum CycleFeed {
    /// One event per predicted period and one per fertile window. UIDs are derived from the event
    /// kind and the cycle's position (1 = next) so a feed refresh updates events when predictions
    /// move instead of leaving stale copies; `domain` makes them globally unique (e.g. a user id
    /// and host). The words are the reader's (`feed.` messages).
    public static func events(
        for prediction: CyclePrediction,
        domain: String,
        stamp: Date,
        periodAlarmMinutes: Int? = nil,
        words: Catalogue
    ) -> [ICalendarEvent] {
        var events: [ICalendarEvent] = []
        for (index, cycle) in prediction.cycles.enumerated() {
            let number = index + 1
            events.append(ICalendarEvent(
                uid: "period-\(number)@\(domain)", stamp: stamp, start: cycle.start, lastDay: cycle.end,
                summary: words.fill("feed.period"),
                description: words.fill("feed.periodRange", ["earliest": "\(cycle.earliest)", "latest": "\(cycle.latest)"]),
                alarm: periodAlarmMinutes.map { ICalendarAlarm(minutesFromStart: $0) }
            ))
            events.append(ICalendarEvent(
                uid: "fertile-\(number)@\(domain)", stamp: stamp, start: cycle.fertileStart, lastDay: cycle.fertileEnd,
                summary: words.fill(cycle.fertileConfirmed == true ? "feed.fertileConfirmed" : "feed.fertile"),
                description: words.fill(cycle.fertileConfirmed == true ? "feed.ovulationConfirmed" : "feed.ovulation", ["ovulation": "\(cycle.ovulation)"])
            ))
        }
        return events
    }
}
