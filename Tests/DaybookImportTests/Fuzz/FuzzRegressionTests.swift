import DaybookCore
import DaybookImport
import Foundation
import Testing

/// Inputs the fuzzers (property tests and libFuzzer, Fuzz/) found crashing or breaking the error
/// contract, kept verbatim so each stays fixed.
@Suite struct FuzzRegressionTests {
    /// Trapped in `Int64(_:)` building the dedupe key of an entry without `_id` (found by `tokenText`).
    @Test func aNightscoutDateBeyondInt64IsALineError() {
        let text = #"[{"type":"sgv","sgv":100,"date":1e300}]"#
        let error = ImportHarness.error(NightscoutImporter(), text: text)
        #expect(error?.line == 1)
        #expect(error?.field == "date")
        for date in ["-1e300", "9223372036854775808", "1e19", "-2209075200001", "32503680000000"] {
            let text = "[{\"type\":\"mbg\",\"mbg\":100,\"date\":\(date)}]"
            #expect(ImportHarness.error(NightscoutImporter(), text: text)?.field == "date", "\(date)")
        }
        // The first and last ms of the years 1900…2999 still read.
        for date in ["-2208988800000", "32503679999999"] {
            let text = "[{\"type\":\"mbg\",\"mbg\":100,\"date\":\(date)}]"
            #expect(ImportHarness.error(NightscoutImporter(), text: text) == nil, "\(date)")
        }
    }

    /// A workout type longer than a journal name escaped as a bare `ValidationError`, no line (found by `tokenElements`).
    @Test func anOverlongWorkoutTypeStillImportsWithAShortenedName() throws {
        let type = "HKWorkoutActivityType" + String(repeating: "Long", count: 40)
        let text = "<HealthData>\n<Workout workoutActivityType=\"\(type)\" duration=\"30\" startDate=\"2024-01-01 08:00:00 +0100\"/>\n</HealthData>\n"
        let tally = try ImportHarness.run(AppleHealthImporter(), text: text)
        guard case .exercise(let session) = tally.items.first?.value else {
            Issue.record("no workout read")
            return
        }
        // 40 words of "Long": 100 characters end on a space, trimmed to 99.
        #expect(session.name.count == 99)
        #expect(session.name.hasPrefix("Long Long"))
        // A type of spaces only is a plain "Workout".
        let blank = try ImportHarness.run(AppleHealthImporter(), text: text.replacingOccurrences(of: type, with: "HKWorkoutActivityType   "))
        guard case .exercise(let other) = blank.items.first?.value else {
            Issue.record("no workout read")
            return
        }
        #expect(other.name == "Workout")
    }
}
