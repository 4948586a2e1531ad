import Foundation
@testable import DaybookCore

/// Traces for the consensus metrics' tests: readings every `step` minutes from a fixed instant, and the
/// iglu example data excerpt.
enum ConsensusFixtures {
    /// 2024-01-01T00:00:00Z.
    static let origin = 1_704_067_200.0

    /// One reading every `stepMinutes` from `origin` (plus `offsetMinutes`), all on report day 0.
    static func trace(_ values: [Double], stepMinutes: Double = 5, offsetMinutes: Double = 0) -> GlucoseTrace {
        let times = values.indices.map { origin + (offsetMinutes + Double($0) * stepMinutes) * 60 }
        let days = times.map { Int32(($0 - origin) / 86_400) }
        return GlucoseTrace(times: times, values: values, days: days)
    }

    static func readings(_ values: [Double], stepMinutes: Double = 5) -> [TimedValue] {
        values.indices.map { TimedValue(time: Date(timeIntervalSince1970: origin + Double($0) * stepMinutes * 60), value: values[$0]) }
    }

    /// Rows `from...through` (1-based, as in R) of iglu's `example_data_5_subject`.
    static func iglu(rows: ClosedRange<Int>) throws -> GlucoseTrace {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/iglu_example_data_5_subject_excerpt.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var times: [Double] = [], values: [Double] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 3, let row = Int(fields[0]), rows.contains(row),
                  let time = Double(fields[1]), let gl = Double(fields[2]) else { continue }
            times.append(time)
            values.append(gl)
        }
        return GlucoseTrace(times: times, values: values, days: times.map { Int32(($0 - times[0]) / 86_400) })
    }
}
