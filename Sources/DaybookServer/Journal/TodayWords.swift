import DaybookCore
import Foundation

/// The Today page's sentences, in the reader's language.
struct TodayWords {
    let strings: Catalogue
    let language: Language

    /// Bleeding today always wins: a period under way is "Period, day N", never "in 14 days".
    func nextPeriod(daysUntil: Int?, periods: [Period], flowToday: FlowLevel?, today: LocalDate) -> String? {
        let current = periods.last { $0.start <= today && today <= ($0.end ?? $0.start) }
        if let current {
            return strings.fill("periodDay", ["day": String(today.days(since: current.start) + 1)])
        }
        if flowToday?.isBleeding == true { return strings["periodToday"] ?? "Bleeding today" }
        guard let daysUntil else { return nil }
        switch daysUntil {
        case 0: return strings["expectedToday"] ?? "Expected today"
        case 1: return strings["tomorrow"] ?? "Tomorrow"
        case 2...: return strings.counted("inDays", daysUntil)
        default: return strings.counted("daysLate", -daysUntil)
        }
    }

    /// "Happy" with its emoji.
    func choice<T: RawRepresentable<String> & Equatable>(_ value: T, _ choices: [(T, String)], prefix: String) -> String {
        let word = strings["\(prefix).\(value.rawValue)"] ?? value.rawValue
        guard let icon = choices.first(where: { $0.0 == value })?.1 else { return word }
        return "\(icon) \(word)"
    }

    /// "just now", "12 min ago", "3 h ago"; a date once it is a day old.
    func age(of time: Date, now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(time) / 60)
        switch minutes {
        case ..<2: return strings["justNow"] ?? "just now"
        case ..<60: return strings.fill("minutesAgo", ["count": String(minutes)])
        case ..<1_440: return strings.fill("hoursAgo", ["count": String(minutes / 60)])
        default: return strings.fill("daysAgo", ["count": String(minutes / 1_440)])
        }
    }
}
