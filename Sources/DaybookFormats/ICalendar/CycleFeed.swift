import DaybookCore
import Foundation

/// Predicted periods and fertile windows as calendar events, for the subscribable feed.
public enum CycleFeed {
    /// One event per predicted period and one per fertile window. UIDs are derived from the event
    /// kind and the cycle's position (1 = next) so a feed refresh updates events when predictions
    /// move instead of leaving stale copies; `domain` makes them globally unique (e.g. a user id
    /// and host).
    public static func events(
        for prediction: CyclePrediction,
        domain: String,
        stamp: Date,
        periodAlarmMinutes: Int? = nil,
        language: Language = .en
    ) -> [ICalendarEvent] {
        var events: [ICalendarEvent] = []
        for (index, cycle) in prediction.cycles.enumerated() {
            let number = index + 1
            let interval = "\(cycle.earliest) – \(cycle.latest)"
            events.append(ICalendarEvent(
                uid: "period-\(number)@\(domain)", stamp: stamp, start: cycle.start, lastDay: cycle.end,
                summary: language == .de ? "Periode (Vorhersage)" : "Predicted period",
                description: language == .de ? "Beginn mit 80 % Wahrscheinlichkeit zwischen \(interval)."
                    : "Start between \(interval) with 80% probability.",
                alarm: periodAlarmMinutes.map { ICalendarAlarm(minutesFromStart: $0) }
            ))
            events.append(ICalendarEvent(
                uid: "fertile-\(number)@\(domain)", stamp: stamp, start: cycle.fertileStart, lastDay: cycle.fertileEnd,
                summary: language == .de ? "Fruchtbare Tage (Vorhersage)" : "Predicted fertile window",
                description: language == .de ? "Eisprung um \(cycle.ovulation) (Kalendermethode)."
                    : "Ovulation around \(cycle.ovulation) (calendar method)."
            ))
        }
        return events
    }
}
