import DaybookCore
@testable import DaybookFormats
import DaybookTestSupport
import Foundation
import Testing

/// Files TimelineJS shows are accepted: empty strings for absent values, a title whose dates are
/// empty, slides without headline or text.
@Suite struct TimelineJSLenienceTests {
    private func scenario(_ json: String) throws(ValidationError) -> Scenario {
        try TimelineJS.scenario(fromJSON: TimelineFixtures.json(json), named: "lenient")
    }

    private func field(_ json: String) -> String? {
        do {
            _ = try scenario(json)
            return nil
        } catch {
            return error.field
        }
    }

    /// What a Google spreadsheet writes: every empty cell "", the title row's dates included.
    @Test func aTitleWithEmptyDatesAndEmptyCellsIsAccepted() throws {
        let json = """
        {"title": {"media": {"url": "", "credit": "", "caption": "", "thumbnail": ""},
                   "start_date": {"year": "", "month": "", "day": ""}, "end_date": {"year": "", "month": "", "day": ""},
                   "text": {"headline": "Sheet", "text": ""}, "group": "", "display_date": ""},
         "events": [
          {"start_date": {"year": "2001", "month": "", "day": ""}, "end_date": {"year": "", "month": "", "day": ""},
           "text": {"headline": "One", "text": ""}, "media": {"url": "", "credit": "", "caption": "", "thumbnail": ""},
           "group": "", "display_date": ""},
          {"start_date": {"year": "2002", "month": "3", "day": "", "hour": null}, "text": {"headline": "Two"}}
         ]}
        """
        let scenario = try scenario(json)
        #expect(scenario.nameEn == "Sheet" && scenario.textEn.isEmpty && scenario.image == nil)
        #expect(scenario.titlePresentation == nil)
        #expect(scenario.events[0].end == nil && scenario.events[0].image == nil && scenario.events[0].presentation == nil)
        #expect(scenario.events.map(\.startNotation?.precision) == [.year, .month])
        let document = try TimelineJS.document(of: scenario)
        #expect(document.title == TimelineJSDocument.Slide(text: TimelineJSDocument.Text(headline: "Sheet")))
        #expect(document.events[0] == TimelineJSDocument.Slide(
            startDate: TimelineJSDocument.DateParts(year: 2001), text: TimelineJSDocument.Text(headline: "One")))
    }

    /// TimelineJS never reads a title's dates, so whatever they hold does not stop an import.
    @Test func aTitleDateIsNotRead() throws {
        let json = """
        {"title": {"start_date": {"year": "long ago", "month": 13}, "text": {"headline": "T"}},
         "events": [{"start_date": {"year": 1}, "text": {"headline": "a"}}, {"start_date": {"year": 2}, "text": {"headline": "b"}}]}
        """
        #expect(try scenario(json).nameEn == "T")
    }

    @Test func aMediaOnlySlideIsNamedAfterItsMediaAndExportedWithoutText() throws {
        let json = """
        {"events": [
          {"start_date": {"year": 1900}, "text": {"headline": "Before"}},
          {"start_date": {"year": 1901}, "media": {"url": "https://example.org/a.jpg", "caption": "A <em>harbour</em>", "credit": "CC0"}},
          {"start_date": {"year": 1902}, "media": {"url": "https://example.org/b.jpg", "credit": "Public domain"}},
          {"start_date": {"year": 1903}, "media": {"url": "https://example.org/c.jpg"}, "text": {"headline": "", "text": " "}},
          {"start_date": {"year": 1904, "month": 5}},
          {"start_date": {"year": 1905, "display_date": "Spring 1905"}},
          {"start_date": {"year": 1906}, "text": {"text": "Only a text, no headline.\\n\\nIn two paragraphs."}}
         ]}
        """
        let scenario = try scenario(json)
        #expect(scenario.events.map(\.textEn) == [
            "Before", "A <em>harbour</em>", "Public domain", "https://example.org/c.jpg", "1904-05", "Spring 1905",
            "Only a text, no headline.\n\nIn two paragraphs.",
        ])
        #expect(scenario.events.map(\.textForm) == [.headline, .none, .none, .none, .none, .none, .textOnly])
        #expect(scenario.events[1].image == "https://example.org/a.jpg" && scenario.events[1].source == "A <em>harbour</em>")

        let document = try TimelineJS.document(of: scenario)
        #expect(document.events[1...5].allSatisfy { $0.text == nil })
        #expect(document.events[1].media == TimelineJSDocument.Media(
            url: "https://example.org/a.jpg", credit: "CC0", caption: "A <em>harbour</em>"))
        #expect(document.events[6].text == TimelineJSDocument.Text(text: "Only a text, no headline.\n\nIn two paragraphs."))
        #expect(try TimelineJS.scenario(from: document, named: "lenient") == scenario)
        #expect(try Scenario.decode(fromJSON: try scenario.encodedJSON()) == scenario)
    }

    @Test func valuesAreReadAsTimelineJSReadsThem() throws {
        let json = """
        {"events": [
          {"start_date": {"year": 1066.0, "day": "14"}, "text": {"headline": 1066}},
          {"start_date": {"year": " 1067 ", "month": "08"}, "text": {"headline": "b"}, "autolink": "no"}
         ]}
        """
        let scenario = try scenario(json)
        // A day without month is in January, as TimelineJS places it.
        #expect(scenario.events[0].start == TimelineFixtures.proleptic(1066, 1, 14))
        #expect(scenario.events[0].textEn == "1066")
        #expect(scenario.events[1].start == TimelineFixtures.proleptic(1067, 8, 1))
        #expect(scenario.events[1].presentation == nil)
    }

    @Test func whatTimelineJSRefusesIsRefusedNamingTheField() {
        let ok = #"{"start_date": {"year": 1900}, "text": {"headline": "ok"}}"#
        func events(_ more: String) -> String { #"{"events": ["# + ok + ", " + more + "]}" }
        #expect(field(events(#"{"start_date": {"year": "", "month": "3"}}"#)) == "events[1].start_date.year")
        #expect(field(events(#"{"start_date": {"year": 1901}, "end_date": {"year": "", "month": "3"}}"#))
            == "events[1].end_date.year")
        #expect(field(events(#"{"start_date": {"year": 1901}, "end_date": {"year": 1902, "month": 13}}"#))
            == "events[1].end_date.month")
        #expect(field(events(#"{"start_date": {"year": 1901, "millisecond": 1000}}"#)) == "events[1].start_date.millisecond")
        #expect(field(events(#"{"start_date": {"year": 1901}, "text": {"headline": ["a"]}}"#)) == "events[1].text.headline")
        let era = #"{"events": ["# + ok + #", {"start_date": {"year": 1901}}], "eras": [{"start_date": {"year": 1900}}]}"#
        #expect(field(era) == "eras[0].end_date")
        #expect(field(#"{"scale": "geological", "events": ["# + ok + #", {"start_date": {"year": 1901}}]}"#) == "scale")
    }
}
