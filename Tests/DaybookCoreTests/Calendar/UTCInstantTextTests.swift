import DaybookCore
import Foundation
import PropertyBased
import Testing

/// The API's instants written by hand must read exactly as Foundation's `.iso8601` format style wrote them.
@Suite struct UTCInstantTextTests {
    @Test func knownInstants() {
        #expect(UTCInstantText.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(UTCInstantText.string(Date(timeIntervalSince1970: 1_772_350_200.999)) == "2026-03-01T07:30:00Z", "the fraction is cut off")
        #expect(UTCInstantText.string(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(UTCInstantText.string(Date(timeIntervalSince1970: -2_208_988_800)) == "1900-01-01T00:00:00Z")
    }

    /// Any instant of the years a day can have (1900–2999), to the millisecond.
    @Test func sameAsFoundationsFormatStyle() async {
        await propertyCheck(input: Gen.int(in: -2_208_988_800_000...32_503_679_999_999)) { milliseconds in
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(UTCInstantText.string(date) == date.formatted(.iso8601))
        }
    }
}
