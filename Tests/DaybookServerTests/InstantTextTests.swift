import Foundation
import Testing
@testable import DaybookServer

/// Instants in request bodies are RFC 3339: Foundation's parser alone let trailing characters
/// through ("…Z*", found by fuzzing), so a malformed time was stored as if it were fine.
@Suite struct InstantTextTests {
    @Test func onlyWholeRFC3339InstantsAreRead() {
        for good in ["2026-03-01T08:30:00Z", "2026-03-01T08:30:00+01:00", "2026-03-01T08:30:00.250Z", "2026-03-01T08:30:00-0430"] {
            #expect(JSONCoding.parseInstant(good) != nil, "\(good)")
        }
        for bad in ["2026-03-01T08:30:00Z*", "2026-03-01T08:30:00", "2026-03-01 08:30:00Z", " 2026-03-01T08:30:00Z", "2026-03-01T08:30Z", "2026-03-01"] {
            #expect(JSONCoding.parseInstant(bad) == nil, "\(bad)")
        }
        #expect(JSONCoding.parseInstant("2026-03-01T08:30:00+01:00") == Date(timeIntervalSince1970: 1_772_350_200))
    }
}
