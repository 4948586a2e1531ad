import DaybookApp
import DaybookCore
import Foundation

/// A run as the API shows it: the scenario names (`named`, `totalTime`, `startTime`, `displayRatio`,
/// `events` with `displayTiming` in seconds and `displayed`), plus its `id`, the scenario's names and
/// the language its notifications speak. `startTime` keeps milliseconds, so a client can schedule
/// each event at startTime + displayTiming itself.
struct TimelineRunDTO: Encodable, Sendable {
    struct Event: Encodable, Sendable {
        var index: Int
        var textEn: String
        var textDe: String
        var major: Bool
        var image: String?
        var license: String?
        var source: String?
        var displayTiming: Double
        /// Shown as of the answer (elapsed run time ≥ displayTiming).
        var displayed: Bool
    }

    var id: UUID
    var named: String
    var nameEn: String
    var nameDe: String
    var language: Language
    var startTime: String
    var totalTime: Double
    var displayRatio: Double
    /// Seconds of run time as of the answer; negative during the lead-in before `startTime`.
    var elapsed: Double
    var events: [Event]

    private static let instantStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    init(_ stored: TimelineRunInProgress, now: Date) {
        let run = stored.run
        let elapsed = run.elapsed(at: now)
        id = stored.id
        named = run.named
        nameEn = stored.nameEn
        nameDe = stored.nameDe
        language = stored.language
        startTime = run.startTime.formatted(Self.instantStyle)
        totalTime = run.totalTime
        displayRatio = run.displayRatio
        self.elapsed = elapsed
        events = run.events.map {
            Event(index: $0.index, textEn: $0.textEn, textDe: $0.textDe, major: $0.major, image: $0.image,
                  license: $0.license, source: $0.source, displayTiming: $0.displayTiming,
                  displayed: $0.displayTiming <= elapsed)
        }
    }
}
