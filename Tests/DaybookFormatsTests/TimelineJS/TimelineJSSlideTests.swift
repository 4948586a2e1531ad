import DaybookCore
@testable import DaybookFormats
import DaybookTestSupport
import Foundation
import Testing

/// What a slide holds beyond Daybook's event survives import → store → export.
@Suite struct TimelineJSSlideTests {
    private let file = """
    {"title": {"text": {"text": "A title without headline"}, "unique_id": "start",
               "media": {"url": "https://example.org/t.jpg", "alt": "Title picture"}},
     "scale": "cosmological",
     "eras": [{"start_date": {"year": 1800}, "end_date": {"year": 1850, "display_date": "mid-century"},
               "text": {"headline": "Early", "text": "Not shown by TimelineJS, kept all the same."}}],
     "events": [
      {"start_date": {"year": 1810, "month": 4, "display_date": "April 1810", "format": "mmmm yyyy"},
       "end_date": {"year": 1812},
       "display_date": "1810–12", "group": "Wars", "unique_id": "war", "autolink": false,
       "text": {"headline": "War", "text": "Two years."},
       "media": {"url": "https://example.org/w.jpg", "credit": "CC BY", "caption": "Battle", "thumbnail": "https://example.org/w-small.jpg",
                 "alt": "A battle", "title": "The battle", "link": "https://example.org/w", "link_target": "_blank"},
       "background": {"url": "https://example.org/bg.jpg", "alt": "Smoke", "color": "#333"}},
      {"start_date": {"year": 1849, "month": 12, "day": 31, "hour": 23, "minute": 59}, "group": "major",
       "text": {"headline": "The end"}}
     ]}
    """

    @Test func everythingIsKeptThroughStoreAndExport() throws {
        let imported = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(file), named: "slides")
        let scenario = try Scenario.decode(fromJSON: try imported.encodedJSON())
        #expect(scenario == imported)
        #expect(scenario.unit == .datetime && scenario.titleForm == .textOnly && scenario.nameEn == "slides")
        #expect(scenario.scale == "cosmological")
        #expect(scenario.events[1].major && scenario.events[1].presentation == nil)

        let exported = try TimelineJS.exportJSON(of: scenario)
        let given = try TimelineJSTree.read(TimelineFixtures.json(file))
        let written = try TimelineJSTree.read(exported)
        #expect(given.differences(from: written) == [])
        #expect(try TimelineJS.scenario(fromJSON: exported, named: "slides") == scenario)
    }

    @Test func datesAreWrittenAsPreciselyAsTheyWereGiven() throws {
        let json = """
        {"events": [{"start_date": {"year": 1492}, "text": {"headline": "a"}},
                    {"start_date": {"year": 1492, "month": 10}, "text": {"headline": "b"}},
                    {"start_date": {"year": 1492, "month": 10, "day": 12, "hour": 2}, "text": {"headline": "c"}}]}
        """
        let scenario = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(json), named: "columbus")
        #expect(scenario.unit == .datetime)
        let dates = try TimelineJS.document(of: scenario).events.map(\.startDate)
        #expect(dates == [TimelineJSDocument.DateParts(year: 1492), TimelineJSDocument.DateParts(year: 1492, month: 10),
                          TimelineJSDocument.DateParts(year: 1492, month: 10, day: 12, hour: 2)])
    }

    /// Daybook's own scenarios have no notation and are written as precisely as their unit.
    @Test func scenariosWithoutNotationAreWrittenToTheirUnit() throws {
        let scenario = try TimelineFixtures.scenario(
            unit: .datetime, start: .date(TimelineFixtures.utc(2024, 1, 1)), end: .date(TimelineFixtures.utc(2024, 1, 2)),
            events: [(.date(TimelineFixtures.utc(2024, 1, 1, 6)), true)])
        let document = try TimelineJS.document(of: scenario)
        #expect(document.events[0].startDate == TimelineJSDocument.DateParts(
            year: 2024, month: 1, day: 1, hour: 6, minute: 0, second: 0))
        #expect(document.events[0].group == "major")
        #expect(document.title?.text == TimelineJSDocument.Text(headline: "Test"))
        #expect(document.scale == "human" && document.eras == nil)
    }
}
