import DaybookCore
@testable import DaybookFormats
import DaybookTestSupport
import Foundation
import PropertyBased
import Testing

@Suite struct TimelineJSTests {
    private let cosmological = """
    {"title": {"text": {"headline": "Deep time", "text": "From the Big Bang to Y2K"}},
     "scale": "cosmological",
     "events": [
      {"start_date": {"year": "-13800000000", "display_date": "13.8 Ga"}, "text": {"headline": "Big Bang"}, "group": "major"},
      {"start_date": {"year": -4540000000}, "end_date": {"year": -4500000000},
       "text": {"headline": "Earth", "text": "<p>The Earth forms.</p>"},
       "media": {"url": "https://example.org/earth.jpg", "credit": "NASA", "caption": "Blue marble"}},
      {"start_date": {"year": "-66000000", "month": "6"}, "text": {"text": "Chicxulub impact"}, "group": "Extinctions"},
      {"start_date": {"year": -500, "month": 3, "day": 15, "hour": 12}, "text": {"headline": "Mid-March, 501 BC"}},
      {"start_date": {"year": 2000, "month": "1", "day": "1"}, "text": {"headline": "Y2K"}, "group": "major"}
     ]}
    """

    private let mixedDates = """
    {"title": {"text": {"headline": "Moments"}},
     "events": [
      {"start_date": {"year": 1969, "month": 7, "day": 20, "hour": 20, "minute": 17, "second": 40},
       "text": {"headline": "Apollo 11 lands"}, "group": "major"},
      {"start_date": {"year": "1066"}, "text": {"headline": "Battle of Hastings", "text": "October 1066"}},
      {"start_date": {"year": 1492, "month": 10, "day": 12}, "text": {"headline": "Columbus reaches the Americas"}}
     ]}
    """

    private func roundTrip(_ scenario: Scenario, presentYear: Int? = nil) throws -> Scenario {
        let exported = try TimelineJS.exportJSON(of: scenario, presentYear: presentYear)
        return try TimelineJS.scenario(fromJSON: exported, named: scenario.named)
    }

    @Test func deepTimeImportsOnAYearAxis() throws {
        let scenario = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(cosmological), named: "deep")
        #expect(scenario.unit == .year)
        #expect(scenario.nameEn == "Deep time" && scenario.nameDe == "Deep time")
        #expect(scenario.textEn == "From the Big Bang to Y2K")
        #expect(scenario.start == .number(-13_800_000_000))
        #expect(scenario.end == .number(2000))
        // Beyond a million years only the year counts, so June is dropped for 66 Ma.
        // 501 BC (year −500, not a leap year): 15 March 12:00 is 73.5 days in, 73.5/365 = 0.201370
        // of the year → −499.798630.
        let values = scenario.events.map(\.startDouble)
        #expect(values[0] == -13_800_000_000 && values[1] == -4_540_000_000 && values[2] == -66_000_000)
        #expect(abs(values[3] - (-499.798630)) < 1e-6)
        #expect(values[4] == 2000)
        #expect(scenario.events.map(\.major) == [true, false, false, false, true])
        #expect(scenario.events[1].textEn == "Earth\n\n<p>The Earth forms.</p>")
        #expect(scenario.events[2].textEn == "Chicxulub impact")
        #expect(scenario.events[1].image == "https://example.org/earth.jpg")
        #expect(scenario.events[1].license == "NASA" && scenario.events[1].source == "Blue marble")
    }

    @Test func deepTimeRoundTrips() throws {
        let scenario = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(cosmological), named: "deep")
        #expect(try roundTrip(scenario) == scenario)
        let document = try TimelineJS.document(of: scenario)
        #expect(document.scale == "cosmological")
        // Written as precisely as it was given: to the hour.
        #expect(document.events[3].startDate == TimelineJSDocument.DateParts(year: -500, month: 3, day: 15, hour: 12))
        #expect(document.events[0].startDate == TimelineJSDocument.DateParts(year: -13_800_000_000, displayDate: "13.8 Ga"))
        #expect(document.events[1].endDate == TimelineJSDocument.DateParts(year: -4_500_000_000))
        #expect(document.events[2].text == TimelineJSDocument.Text(text: "Chicxulub impact"))
        #expect(document.events[2].group == "Extinctions")
    }

    @Test func calendarDatesImportAsDatetime() throws {
        let scenario = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(mixedDates), named: "moments")
        #expect(scenario.unit == .datetime)
        // A year alone means 1 January, 00:00:00. Dates before 1583 are proleptic Gregorian, which
        // Foundation's calendar is not; the seconds were checked with Python's proleptic datetime:
        // (datetime(1066,1,1) − datetime(1970,1,1)).total_seconds() = −28,527,465,600.
        #expect(scenario.startDate == Date(timeIntervalSince1970: -28_527_465_600))
        #expect(scenario.endDate == TimelineFixtures.utc(1969, 7, 20, 20, 17, 40))
        #expect(scenario.events[2].startDate == Date(timeIntervalSince1970: -15_059_606_400))  // 1492-10-12
        #expect(try roundTrip(scenario) == scenario)
    }

    @Test func datesWithoutTimesImportAsDate() throws {
        let json = """
        {"events": [{"start_date": {"year": 2024, "month": 2, "day": 29}, "text": {"headline": "Leap day"}},
                    {"start_date": {"year": 2025}, "text": {"headline": "New year"}}]}
        """
        let scenario = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(json), named: "days")
        #expect(scenario.unit == .date)
        #expect(scenario.nameEn == "days")
        #expect(try roundTrip(scenario) == scenario)
        let encoded = String(decoding: try scenario.encodedJSON(), as: UTF8.self)
        #expect(encoded.contains("\"start\" : \"2024-02-29\""))
    }

    @Test func yearsAgoExportsRelativeToThePresentYear() throws {
        let scenario = try TimelineFixtures.numbers(.yearsago, 13_797_000_000, 0, [66_000_000, 0])
        let document = try TimelineJS.document(of: scenario, presentYear: 2025)
        #expect(document.events.map(\.startDate?.year) == [2025 - 66_000_000, 2025])
        #expect(throws: ValidationError.self) { try TimelineJS.document(of: scenario) }
    }

    @Test func distancesCannotBeExported() throws {
        let scenario = try TimelineFixtures.numbers(.ae, 0, 30, [1])
        do {
            _ = try TimelineJS.document(of: scenario)
            Issue.record("exported a distance scenario")
        } catch {
            #expect(error.field == "unit")
        }
    }

    @Test func badFilesNameTheEventAndField() {
        func field(_ events: String) -> String? {
            do {
                _ = try TimelineJS.scenario(fromJSON: TimelineFixtures.json(#"{"events": ["# + events + "]}"), named: "x")
                return nil
            } catch {
                return error.field
            }
        }
        let ok = #"{"start_date": {"year": 1900}, "text": {"headline": "ok"}}"#
        #expect(field(ok + #", {"start_date": {"year": "long ago"}, "text": {"headline": "a"}}"#)
            == "events[1].start_date.year")
        #expect(field(ok + #", {"start_date": {"year": 1901, "month": 13}, "text": {"headline": "a"}}"#)
            == "events[1].start_date.month")
        #expect(field(ok + #", {"start_date": {"year": 1901, "month": 2, "day": 29}, "text": {"headline": "a"}}"#)
            == "events[1].start_date.day")
        #expect(field(ok + #", {"start_date": {"year": 1901, "month": 2, "day": 3, "hour": 24}, "text": {"headline": "a"}}"#)
            == "events[1].start_date.hour")
        #expect(field(ok + #", {"text": {"headline": "a"}}"#) == "events[1].start_date")
        #expect(field(ok + #", {"start_date": {"month": 3}, "text": {"headline": "a"}}"#) == "events[1].start_date.year")
        // A slide with nothing but its date is shown by TimelineJS, and named after its date.
        #expect(field(ok + #", {"start_date": {"year": 1901}}"#) == nil)
        #expect(field(ok + #", {"start_date": {"year": -9000000000000000000}, "text": {"headline": "a"}}"#)
            == "events[1].start_date.year")
        #expect(field(ok) == "events")  // a single date spans nothing
        #expect(field("") == "events")
    }

    /// Any calendar date within a million years round-trips through the year axis.
    @Test func yearAxisRoundTripsToTheSecond() async {
        let fields = zip(Gen.int(in: -999_999...999_999), Gen.int(in: 1...12), Gen.int(in: 1...28),
                         Gen.int(in: 0...23), Gen.int(in: 0...59), Gen.int(in: 0...59))
        await propertyCheck(count: 200, input: fields) { year, month, day, hour, minute, second in
            let parts = TimelineJSDocument.DateParts(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            let document = TimelineJSDocument(events: [
                TimelineJSDocument.Slide(startDate: TimelineJSDocument.DateParts(year: -5_000_000),
                                         text: TimelineJSDocument.Text(headline: "far")),
                TimelineJSDocument.Slide(startDate: parts, text: TimelineJSDocument.Text(headline: "random")),
            ])
            let first = try? TimelineJS.scenario(from: document, named: "p")
            let again = first.flatMap { try? TimelineJS.document(of: $0) }
            #expect(again?.events[1].startDate == parts)
            #expect(again.flatMap { try? TimelineJS.scenario(from: $0, named: "p") } == first)
        }
    }
}
