import DaybookCore
import Foundation

/// Dates and times written the way the language writes them: "23 Nov 2026" / "23.11.2026",
/// 24-hour clock in both.
enum DateText {
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ date: LocalDate, language: Language) -> String {
        language == .de
            ? String(format: "%d.%d.%04d", date.day, date.month, date.year)
            : "\(date.day) \(englishMonths[date.month - 1]) \(date.year)"
    }

    /// "23 Nov" / "23.11.": a date of this year or in a list where the year is clear.
    static func short(_ date: LocalDate, language: Language) -> String {
        language == .de ? "\(date.day).\(date.month)." : "\(date.day) \(englishMonths[date.month - 1])"
    }

    /// "November 2026" / "November 2026" — the month names come from the word tables.
    static func month(_ date: LocalDate, strings: [String: String]) -> String {
        let names = (strings["monthNames"] ?? "").split(separator: " ").map(String.init)
        let name = names.count == 12 ? names[date.month - 1] : String(format: "%02d", date.month)
        return "\(name) \(date.year)"
    }
}

enum TimeText {
    /// "23 Nov 2026, 14:05" in the person's zone.
    static func format(_ instant: Date, zone: TimeZone, language: Language) -> String {
        "\(DateText.format(LocalDate(instant, in: zone), language: language)), \(clock(instant, zone: zone))"
    }

    static func clock(_ instant: Date, zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
