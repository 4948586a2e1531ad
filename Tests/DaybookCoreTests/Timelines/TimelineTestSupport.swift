import Foundation
@testable import DaybookCore

/// Small builders shared by the timelines tests.
enum TimelineFixtures {
    static func scenario(
        unit: TimelineUnit, start: TimelinePoint, end: TimelinePoint, events: [(TimelinePoint, Bool)]
    ) throws -> Scenario {
        try Scenario(
            named: "test", nameEn: "Test", nameDe: "Test", textEn: "", textDe: "", unit: unit,
            start: start, end: end,
            events: events.enumerated().map { i, e in
                Scenario.Event(start: e.0, unit: unit, textEn: "Event \(i)", textDe: "Ereignis \(i)", major: e.1)
            })
    }

    static func numbers(_ unit: TimelineUnit, _ start: Double, _ end: Double, _ events: [Double]) throws -> Scenario {
        try scenario(unit: unit, start: .number(start), end: .number(end), events: events.map { (.number($0), false) })
    }

    /// A UTC instant from calendar fields, built with Foundation's Calendar as an independent oracle.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }

    /// A calendar point in the proleptic Gregorian calendar, as TimelineJS (JavaScript's Date) and
    /// Daybook count; Foundation's Gregorian calendar is Julian before 1582.
    static func proleptic(_ year: Int, _ month: Int, _ day: Int) -> TimelinePoint {
        .date(Date(timeIntervalSince1970: TimelineDateFormat.seconds(year: year, month: month, day: day)))
    }

    /// The shipped scenario files, found from this file's real location (the scratch package links
    /// the test folder, so symlinks are resolved first).
    static var scenariosFolder: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Timelines
            .deletingLastPathComponent()  // DaybookCoreTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Sources/DaybookServer/Resources/Scenarios")
    }

    static func shipped(_ named: String) throws -> Scenario {
        let data = try Data(contentsOf: scenariosFolder.appendingPathComponent(named + ".json"))
        return try Scenario.decode(fromJSON: data)
    }

    static func json(_ text: String) -> Data { Data(text.utf8) }
}
