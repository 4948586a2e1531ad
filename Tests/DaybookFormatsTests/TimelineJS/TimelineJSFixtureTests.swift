import DaybookCore
@testable import DaybookFormats
import DaybookTestSupport
import Foundation
import Testing

/// TimelineJS's own templates and examples (Fixtures/README.md): each imports, is stored as the
/// scenario JSON and exports again without losing anything TimelineJS would show.
@Suite struct TimelineJSFixtureTests {
    static let names = ["women_in_computing", "eras", "cosmo", "cosmo-mixed", "all-media-types", "houston", "milliseconds"]

    @Test func everyFixtureIsTested() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TimelineFixtures.timelineJSFolder.path)
        #expect(Set(files.filter { $0.hasSuffix(".json") }) == Set(Self.names.map { $0 + ".json" }))
    }

    @Test(arguments: names)
    func importStoreAndExportKeepWhatTheFileHolds(named: String) throws {
        let file = try TimelineFixtures.timelineJS(named)
        let scenario = try TimelineJS.scenario(fromJSON: file, named: "fixture")
        let stored = try Scenario.decode(fromJSON: try scenario.encodedJSON())
        #expect(stored == scenario)

        let export = try TimelineJS.exportJSON(of: stored)
        let given = try TimelineJSTree.read(file)
        var written = try TimelineJSTree.read(export)
        // The export always names its scale; a file may leave it to TimelineJS.
        if given["scale"] == nil { written["scale"] = nil }
        #expect(given.differences(from: written) == [])
        #expect(try TimelineJS.scenario(fromJSON: export, named: "fixture") == scenario)
    }

    @Test func theSpreadsheetTemplateKeepsSpansBackgroundsAndYearOnlyDates() throws {
        let scenario = try TimelineJS.scenario(fromJSON: try TimelineFixtures.timelineJS("women_in_computing"), named: "women")
        #expect(scenario.unit == .date)
        #expect(scenario.nameEn == "Women in Computing" && scenario.titleForm == .headline)
        #expect(scenario.image == nil)  // the title's media is all empty cells
        #expect(scenario.titlePresentation?.background?.url?.hasSuffix("ENIAC%29.gif") == true)
        #expect(scenario.events.count == 10)
        // Ada Lovelace lived 1815-12-10 to 1852-11-27; Edith Clarke's row has no end date.
        #expect(scenario.events[0].end == .date(TimelineFixtures.utc(1852, 11, 27)))
        #expect(scenario.events[1].end == nil)
        // "1943", "7", "" is July 1943, written back without a day.
        #expect(scenario.events[2].startNotation?.precision == .month)
        #expect(scenario.events[2].endNotation?.precision == .year)
        #expect(scenario.events[2].presentation?.background?.url?.hasSuffix("ARL_ENIAC_02.png") == true)
        // The span of the last event extends the scenario: 1815-12-10 to 1985.
        #expect(scenario.start == .date(TimelineFixtures.utc(1815, 12, 10)))
        #expect(scenario.end == .date(TimelineFixtures.utc(1985, 1, 1)))
        let export = try TimelineJS.document(of: scenario)
        #expect(export.events[4].startDate == TimelineJSDocument.DateParts(year: 1951))
        #expect(export.events[2].startDate == TimelineJSDocument.DateParts(year: 1943, month: 7))
        #expect(export.title?.startDate == nil && export.events[1].endDate == nil)
    }

    @Test func erasAreKeptWithTheirHeadlines() throws {
        let scenario = try TimelineJS.scenario(fromJSON: try TimelineFixtures.timelineJS("eras"), named: "eras")
        #expect(scenario.eras.map(\.nameEn) == ["Era Test 650-700", "Era Test 600-650", "Era Test 700-720"])
        #expect(scenario.eras.allSatisfy { $0.startNotation?.precision == .year && $0.textEn.isEmpty })
        // Eras reach beyond the events (602–698): the scenario runs from 600 to 720.
        #expect(scenario.start == TimelineFixtures.proleptic(600, 1, 1))
        #expect(scenario.end == TimelineFixtures.proleptic(720, 1, 1))
        #expect(scenario.events[0].presentation?.background == SlidePresentation.Background(
            url: "https://upload.wikimedia.org/wikipedia/commons/a/a2/HumiliationValerianusHolbein.jpg", opacity: "50"))
        let eras = try #require(try TimelineJS.document(of: scenario).eras)
        #expect(eras[1] == TimelineJSDocument.Era(
            startDate: TimelineJSDocument.DateParts(year: 600), endDate: TimelineJSDocument.DateParts(year: 650),
            text: TimelineJSDocument.Text(headline: "Era Test 600-650")))
    }

    @Test func deepTimeKeepsYearMonthDatesOnTheYearAxis() throws {
        let scenario = try TimelineJS.scenario(fromJSON: try TimelineFixtures.timelineJS("cosmo-mixed"), named: "light")
        #expect(scenario.unit == .year)
        let document = try TimelineJS.document(of: scenario)
        #expect(document.scale == "cosmological")
        #expect(document.events[7].startDate == TimelineJSDocument.DateParts(year: 1609, month: 11))
        #expect(document.events[9].startDate == TimelineJSDocument.DateParts(year: 1969, month: 7, day: 20))
        #expect(document.events[0].startDate == TimelineJSDocument.DateParts(year: -13_800_000_000))
    }

    @Test func millisecondsAreKept() throws {
        let scenario = try TimelineJS.scenario(fromJSON: try TimelineFixtures.timelineJS("milliseconds"), named: "ms")
        #expect(scenario.unit == .datetime)
        let encoded = String(decoding: try scenario.encodedJSON(), as: UTF8.self)
        #expect(encoded.contains("\"start\" : \"2015-01-01T01:01:01.001\""))
        #expect(encoded.contains("\"end\" : \"2015-01-01T01:01:01.060\""))
        let document = try TimelineJS.document(of: scenario)
        #expect(document.events.map(\.startDate?.millisecond) == [1, 10, 30, 50, 60])
    }
}

/// The comparison the fixture tests rely on notices what an export could lose.
@Suite struct TimelineJSTreeTests {
    @Test func lostFieldsAndPrecisionAreDifferences() throws {
        let file = TimelineFixtures.json("""
            {"events": [{"start_date": {"year": "1943", "month": "07", "day": ""}, "background": {"color": "#333"},
                         "text": {"headline": "a", "text": ""}, "group": ""}]}
            """)
        let same = TimelineFixtures.json(##"{"events": [{"start_date": {"year": 1943, "month": 7}, "text": {"headline": "a"}, "background": {"color": "#333"}}]}"##)
        let dayAdded = TimelineFixtures.json(##"{"events": [{"start_date": {"year": 1943, "month": 7, "day": 1}, "text": {"headline": "a"}, "background": {"color": "#333"}}]}"##)
        let backgroundLost = TimelineFixtures.json(##"{"events": [{"start_date": {"year": 1943, "month": 7}, "text": {"headline": "a"}}]}"##)
        let given = try TimelineJSTree.read(file)
        #expect(given.differences(from: try TimelineJSTree.read(same)) == [])
        #expect(given.differences(from: try TimelineJSTree.read(dayAdded)) == [#"events[0].start_date.day: absent ≠ "1""#])
        #expect(given.differences(from: try TimelineJSTree.read(backgroundLost)) == [#"events[0].background: {color} ≠ absent"#])
    }
}
