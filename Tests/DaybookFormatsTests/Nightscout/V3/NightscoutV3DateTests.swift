// Dates as nightscout/cgm-remote-monitor lib/api3/shared/dateTools.js reads them; the cases of
// tests/api3.create.test.js "should reject invalid date …" and "should normalize date and store utcOffset".
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3DateTests {
    private func instant(_ value: NightscoutJSON) -> NightscoutV3Instant? {
        NightscoutV3Date.parse(value)
    }

    @Test func numbersAreMillisecondsOrElseSeconds() {
        #expect(instant(.integer(1_560_146_828_576)) == NightscoutV3Instant(milliseconds: 1_560_146_828_576, utcOffset: 0))
        #expect(instant(.integer(1_560_146_828)) == NightscoutV3Instant(milliseconds: 1_560_146_828_000, utcOffset: 0))
        #expect(instant(.string("1560146828576"))?.milliseconds == 1_560_146_828_576)
        #expect(instant(.number(1_560_146_828_576.9))?.milliseconds == 1_560_146_828_576)
    }

    @Test func whatTheCreateTestsRefuseIsNoDate() {
        for value: NightscoutJSON in [.null, .string("ABC"), .integer(-1), .integer(1), .integer(0), .bool(true),
                                      .string("2019-20-60T50:90:90"), .string(""), .string("1999-12-31T23:59:59Z")] {
            #expect(instant(value) == nil, "\(value)")
        }
    }

    @Test func isoTextKeepsItsOffset() {
        let expected = NightscoutV3Instant(milliseconds: 1_560_146_828_576, utcOffset: 120)
        #expect(instant(.string("2019-06-10T08:07:08,576+02:00")) == expected)
        #expect(instant(.string("2019-06-10T08:07:08.576+0200")) == expected)
        #expect(instant(.string("2019-06-10T08:07:08.5764+02")) == expected)
        #expect(instant(.string("20190610T080708.576+0200")) == expected)
        #expect(instant(.string("2019-06-10T06:07:08.576Z")) == NightscoutV3Instant(milliseconds: 1_560_146_828_576, utcOffset: 0))
        #expect(instant(.string("2019-06-10 06:07:08.576")) == NightscoutV3Instant(milliseconds: 1_560_146_828_576, utcOffset: 0))
        #expect(instant(.string("2019-06-10T01:07:08.576-05:00"))?.utcOffset == -300)
    }

    @Test func isoTextWithoutTimeIsMidnightUTC() {
        #expect(instant(.string("2019-06-10"))?.milliseconds == 1_560_124_800_000)
        #expect(instant(.string("2019-06"))?.milliseconds == 1_559_347_200_000)
        #expect(instant(.string("2019-06-10T24:00:00Z"))?.milliseconds == 1_560_211_200_000)
        #expect(instant(.string("2019-06T10:00")) == nil, "a month alone takes no time")
        #expect(instant(.string("2019-02-29")) == nil)
    }

    @Test func rfc2822TextAsInHTTPHeaders() {
        #expect(instant(.string("Wed, 31 Jul 2019 16:45:11 GMT")) == NightscoutV3Instant(milliseconds: 1_564_591_511_000, utcOffset: 0))
        #expect(instant(.string("31 Jul 19 18:45:11 +0200")) == NightscoutV3Instant(milliseconds: 1_564_591_511_000, utcOffset: 120))
        #expect(instant(.string("Wed, 31 Jul 2019 12:45:11 EDT"))?.milliseconds == 1_564_591_511_000)
        #expect(instant(.string("Thu, 31 Jul 2019 16:45:11 GMT")) == nil, "the weekday must be the date's")
    }

    @Test func theFirstValueThatReadsWins() {
        let found = NightscoutV3Date.parse(firstOf: [.string("ABC"), .string("2019-06-10T06:07:08.576Z")])
        #expect(found?.milliseconds == 1_560_146_828_576)
        #expect(NightscoutV3Date.parse(firstOf: [nil, nil]) == nil)
    }

    @Test func isoStringsAreUTCWithMilliseconds() {
        #expect(NightscoutV3Date.isoString(milliseconds: 1_560_146_828_576) == "2019-06-10T06:07:08.576Z")
        #expect(NightscoutV3Date.isoString(milliseconds: 1_709_247_600_000) == "2024-02-29T23:00:00.000Z")
        #expect(NightscoutV3Date.isoString(milliseconds: 0) == "1970-01-01T00:00:00.000Z")
    }

    @Test func headersAreCutToWholeSeconds() {
        #expect(NightscoutV3Date.headerSeconds("Wed, 31 Jul 2019 16:45:11 GMT") == 1_564_591_511_000)
        #expect(NightscoutV3Date.headerSeconds("2019-07-31T16:45:11.999Z") == 1_564_591_511_000)
        #expect(NightscoutV3Date.headerSeconds("yesterday") == nil)
    }
}
