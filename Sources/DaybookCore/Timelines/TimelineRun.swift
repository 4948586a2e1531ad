import Foundation

/// One replay of a scenario: its start instant, run time and each event's
/// displayTiming. The JSON answer of `POST /api/v1/timelines/runs`.
public struct TimelineRun: Sendable, Hashable, Codable {
    public let named: String
    /// When the run starts: `now` plus `leadTime`, "to allow for UI transitions".
    public let startTime: Date
    /// The run time in seconds.
    public let totalTime: Double
    public let displayRatio: Double
    /// The scenario's events with their displayTiming, sorted by displayTiming (then index).
    public let events: [Event]

    /// A run starts 4 seconds after the tap, time to read its first screen.
    public static let leadTime: TimeInterval = 4
    /// Allowed run times: 10 seconds to 7 days.
    public static let allowedTotalTime: ClosedRange<Double> = 10...(7 * 86_400)

    public struct Event: Sendable, Hashable, Codable {
        public let index: Int
        public let textEn: String
        public let textDe: String
        public let major: Bool
        public let image: String?
        public let license: String?
        public let source: String?
        /// Seconds after `startTime` at which the event is displayed.
        public let displayTiming: Double

        public init(index: Int, textEn: String, textDe: String, major: Bool, image: String? = nil,
                    license: String? = nil, source: String? = nil, displayTiming: Double) {
            self.index = index
            self.textEn = textEn
            self.textDe = textDe
            self.major = major
            self.image = image
            self.license = license
            self.source = source
            self.displayTiming = displayTiming
        }
    }

    /// A run of `scenario` lasting `totalTime` seconds, requested at `now`.
    public init(scenario: Scenario, totalTime: Double, now: Date) throws(ValidationError) {
        guard totalTime.isFinite, Self.allowedTotalTime.contains(totalTime) else {
            throw ValidationError(field: "totalTime", .tenSecondsToSevenDays)
        }
        let timings = TimeTranslation.displayTimings(of: scenario, totalTime: totalTime)
        // A span so small or so large that the ratio overflows cannot be replayed.
        guard timings.allSatisfy(\.isFinite) else {
            throw ValidationError(field: "end", .notRunnableDistance)
        }
        let events = zip(scenario.events, timings).map { event, timing in
            Event(index: event.index, textEn: event.textEn, textDe: event.textDe, major: event.major,
                  image: event.image, license: event.license, source: event.source, displayTiming: timing)
        }
        self.named = scenario.named
        self.startTime = now.addingTimeInterval(Self.leadTime)
        self.totalTime = totalTime
        self.displayRatio = TimeTranslation.displayRatio(
            totalTime: totalTime, start: scenario.startDouble, end: scenario.endDouble)
        self.events = events.sorted { ($0.displayTiming, $0.index) < ($1.displayTiming, $1.index) }
    }

    // MARK: Run timing

    /// Seconds of run time at an instant (negative before the run starts).
    public func elapsed(at now: Date) -> Double {
        now.timeIntervalSince(startTime)
    }

    /// How much of the run time has passed, from 0 to 1.
    public func share(at now: Date) -> Double {
        max(0, min(1, elapsed(at: now) / totalTime))
    }

    /// The run is over, and can be removed, once its run time has passed.
    public func isFinished(elapsed: Double) -> Bool {
        elapsed >= totalTime
    }

    /// The events shown after `elapsed` seconds (elapsed ≥ displayTiming), in display order;
    /// the list shows the newest on top, i.e. this array reversed.
    public func displayedEvents(elapsed: Double) -> [Event] {
        events.filter { $0.displayTiming <= elapsed }
    }

    /// The run time at which the next event is displayed, or nil when every event is shown.
    public func nextDueTime(elapsed: Double) -> Double? {
        events.first { $0.displayTiming > elapsed }?.displayTiming
    }

    /// All notifications of the run: major events, coalesced (see `TimelineNotification`).
    public var notifications: [TimelineNotification] {
        TimelineNotification.coalescing(events.filter(\.major))
    }

    /// The notifications that fall due after `previous` and by `elapsed` seconds of run time,
    /// for a scheduler that wakes up now and then.
    public func notifications(dueAfter previous: Double, through elapsed: Double) -> [TimelineNotification] {
        notifications.filter { $0.dueTime > previous && $0.dueTime <= elapsed }
    }
}
