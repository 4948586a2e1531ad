import DaybookFormats
import Foundation
import PropertyBased
import Testing

/// Nightscout clients name instants by the millisecond. A `Date` holds seconds since 2001 in a Double, so
/// going through one must give the same millisecond back, and print it: …777 once printed as `.776Z`.
@Suite struct NightscoutMillisecondTests {
    /// Any millisecond of the years a journal holds.
    static let millisecond = Gen.int64(in: Int64(NightscoutTime.supportedMilliseconds.lowerBound)...Int64(NightscoutTime.supportedMilliseconds.upperBound))

    @Test func aMillisecondSurvivesADateAndItsText() async {
        await propertyCheck(count: 5_000, input: Self.millisecond) { ms in
            let date = NightscoutTime.date(milliseconds: Double(ms))
            #expect(NightscoutTime.milliseconds(date) == ms)
            let text = NightscoutTime.isoString(date)
            #expect(text == NightscoutTime.isoString(milliseconds: ms))
            #expect(NightscoutTime.parse(text).map(NightscoutTime.milliseconds) == ms, "\(text)")
        }
    }

    @Test func aFractionOfAMillisecondIsCutOffAsJavaScriptDoes() async {
        #expect(NightscoutTime.milliseconds(sent: 1_796_598_025_346.456) == 1_796_598_025_346)
        #expect(NightscoutTime.milliseconds(NightscoutTime.date(milliseconds: 1_796_598_025_346.456)) == 1_796_598_025_346)
        #expect(NightscoutTime.isoString(milliseconds: 1_796_598_025_777) == "2026-12-06T23:00:25.777Z")
        #expect(NightscoutTime.parse("2026-12-06T23:00:25.7779Z").map(NightscoutTime.milliseconds) == 1_796_598_025_777)
        #expect(NightscoutTime.parse("2026-12-07T00:00:25.7+01:00").map(NightscoutTime.milliseconds) == 1_796_598_025_700)
        #expect(NightscoutTime.isoString(milliseconds: -1) == "1969-12-31T23:59:59.999Z")
    }

    @Test func instantsNoTimestampHoldsAreClampedNotTrapped() {
        #expect(NightscoutTime.milliseconds(Date(timeIntervalSince1970: 1e300)) == .max)
        #expect(NightscoutTime.milliseconds(Date(timeIntervalSince1970: -.infinity)) == .min)
        #expect(NightscoutTime.milliseconds(sent: .nan) == 0)
        #expect(!NightscoutTime.isoString(milliseconds: .min).isEmpty && !NightscoutTime.isoString(milliseconds: .max).isEmpty)
    }

    @Test func offsetsAreReadWithAndWithoutAColon() {
        #expect(NightscoutTime.offsetMinutes("2026-05-04T10:00:00.000+02:00") == 120)
        #expect(NightscoutTime.offsetMinutes("2026-05-04T10:00:00.000+0200") == 120)
        #expect(NightscoutTime.offsetMinutes("2026-05-04T10:00:00.000-0530") == -330)
        #expect(NightscoutTime.offsetMinutes("2026-05-04T10:00:00Z") == 0)
        #expect(NightscoutTime.offsetMinutes("2026-05-04T10:00:00") == nil)
    }

    @Test func anEntryIsStoredAsNightscoutStoresIt() throws {
        let loop: NightscoutDocument = ["type": .string("sgv"), "sgv": .number(101.5), "date": .number(1_796_598_025_346.456),
                                        "dateString": .string("2026-12-07T00:20:25Z")]
        let stored = try NightscoutEntries.normalize(loop, now: Date())
        #expect(stored["date"] == .number(1_796_598_025_346.456), "as sent")
        #expect(stored["dateString"] == .string("2026-12-07T00:20:25.000Z") && stored["sysTime"] == stored["dateString"])
        let xdrip: NightscoutDocument = ["sgv": .integer(120), "date": .integer(1_796_598_025_777), "dateString": .string("2026-12-07T02:20:25.777+0200")]
        let rewritten = try NightscoutEntries.normalize(xdrip, now: Date())
        #expect(rewritten["dateString"] == .string("2026-12-07T00:20:25.777Z") && rewritten["utcOffset"] == .integer(120))
    }
}
