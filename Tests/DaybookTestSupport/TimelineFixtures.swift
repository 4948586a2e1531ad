import Foundation
import DaybookCore

/// Small builders shared by the timelines tests of the core and of the formats.
public enum TimelineFixtures {
    public static func scenario(
        unit: TimelineUnit, start: TimelinePoint, end: TimelinePoint, events: [(TimelinePoint, Bool)]
    ) throws -> Scenario {
        try Scenario(
            named: "test", nameEn: "Test", nameDe: "Test", textEn: "", textDe: "", unit: unit,
            start: start, end: end,
            events: events.enumerated().map { i, e in
                Scenario.Event(start: e.0, unit: unit, textEn: "Event \(i)", textDe: "Ereignis \(i)", major: e.1)
            })
    }

    public static func numbers(_ unit: TimelineUnit, _ start: Double, _ end: Double, _ events: [Double]) throws -> Scenario {
        try scenario(unit: unit, start: .number(start), end: .number(end), events: events.map { (.number($0), false) })
    }

    /// A UTC instant from calendar fields, built with Foundation's Calendar as an independent oracle.
    public static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }

    /// A calendar point in the proleptic Gregorian calendar, as TimelineJS (JavaScript's Date) and
    /// Daybook count; Foundation's Gregorian calendar is Julian before 1582.
    public static func proleptic(_ year: Int, _ month: Int, _ day: Int) -> TimelinePoint {
        .date(Date(timeIntervalSince1970: TimelineDateFormat.seconds(year: year, month: month, day: day)))
    }

    /// The shipped scenario files, found from this file's real location (the scratch package links
    /// the test folder, so symlinks are resolved first).
    public static var scenariosFolder: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // DaybookTestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Sources/DaybookServer/Resources/Scenarios")
    }

    public static func shipped(_ named: String) throws -> Scenario {
        let data = try Data(contentsOf: scenariosFolder.appendingPathComponent(named + ".json"))
        return try Scenario.decode(fromJSON: data)
    }

    public static func json(_ text: String) -> Data { Data(text.utf8) }

    /// A scenario as the encoder wrote it before spans, eras, notations and presentations existed (a
    /// TimelineJS import of two dated events).
    public static let storedBeforeEras = """
    {
      "end" : "2024-12-31",
      "endDouble" : 1735603200,
      "events" : [
        {
          "index" : 0,
          "major" : true,
          "start" : "2024-01-01",
          "startDouble" : 1704067200,
          "textDe" : "Neujahr",
          "textEn" : "New year"
        },
        {
          "image" : "https://example.org/leap.jpg",
          "index" : 1,
          "license" : "CC0",
          "major" : false,
          "source" : "Example",
          "start" : "2024-02-29",
          "startDouble" : 1709164800,
          "textDe" : "Schalttag\\n\\nEin Tag mehr.",
          "textEn" : "Leap day\\n\\nOne more day."
        }
      ],
      "majorEvents" : 1,
      "named" : "leap-year",
      "nameDe" : "Schaltjahr",
      "nameEn" : "Leap year",
      "start" : "2024-01-01",
      "startDouble" : 1704067200,
      "textDe" : "",
      "textEn" : "",
      "totalEvents" : 2,
      "unit" : "date"
    }
    """
}
