import Foundation
@testable import DaybookCore

/// Builds instants from local wall-clock times, for readable test data.
enum InsightFixtures {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static func instant(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    static func date(_ text: String) -> LocalDate {
        (try? LocalDate(parsing: text)) ?? LocalDate(dayNumber: 0)
    }
}
