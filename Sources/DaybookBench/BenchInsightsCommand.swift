import DaybookCore
import DaybookFixtures
import Foundation
import Vapor

/// `daybook-bench insights`: times the glucose report (`GlucoseReport`, 5-minute AGP slots) over
/// seeded CGM traces of 90 days and of 10 years, and the same computation in numpy on the same
/// arrays in the same run. Days are taken in UTC so numpy needs no time-zone library.
struct BenchInsightsCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "runs", help: "Timed runs per size; the median is reported (default 5)")
        var runs: Int?
        @Option(name: "seed", help: "Seed of the synthetic readings (default 2026)")
        var seed: Int?
        @Flag(name: "no-numpy", help: "Skip the numpy comparison")
        var noNumpy: Bool
    }

    var help: String { "Time the glucose report over 90 days and 10 years of 5-minute readings, against numpy" }

    func run(using context: CommandContext, signature: Signature) async throws {
        let runs = max(1, signature.runs ?? 5)
        let seed = UInt64(max(0, signature.seed ?? 2026))
        let console = context.console
        let start = Date(timeIntervalSince1970: 1_577_836_800) // 2020-01-01 00:00 UTC
        let folder = try BenchSetting.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        console.print("daybook-bench insights: glucose report, 5-minute AGP slots, median of \(runs) runs")
        for row in try await Self.measure(runs: runs, seed: seed, numpy: !signature.noNumpy, start: start, in: folder) {
            var line = "\(row.name): \(row.readings) readings; Swift \(Self.milliseconds(row.swift))"
            if let numpy = row.numpy {
                line += ", numpy \(Self.milliseconds(numpy)), Swift/numpy time ratio \(String(format: "%.2f", row.swift / numpy))"
                line += row.agrees ? " (results agree)" : " (RESULTS DIFFER: \(row.difference))"
            }
            console.print(line)
            console.print(row.summary)
        }
    }

    /// One size's figures: Swift's median time, numpy's when asked, and whether both agree.
    struct Row {
        var name: String
        var readings: Int
        var swift: Double
        var numpy: Double?
        var agrees = true
        var difference = ""
        var summary: String
    }

    static func measure(runs: Int, seed: UInt64, numpy: Bool, start: Date, in folder: URL) async throws -> [Row] {
        var rows: [Row] = []
        for (name, days) in [("90 days", 90), ("10 years", 3_652)] {
            let readings = SyntheticGlucose.readings(days: days, start: start, seed: seed)
            let from = LocalDate(start, in: .gmt), to = from.adding(days: days - 1)
            var report: GlucoseReport?
            var times: [Double] = []
            for _ in 0..<runs {
                let began = ContinuousClock.now
                report = try GlucoseReport(readings: readings, from: from, to: to, timeZone: .gmt, slotMinutes: 5)
                times.append(Self.seconds(ContinuousClock.now - began))
            }
            guard let report else { continue }
            var row = Row(name: name, readings: readings.count, swift: Self.median(times),
                          summary: "  mean \(String(format: "%.2f", report.mean ?? 0)) mg/dL, CV \(String(format: "%.3f", report.cv ?? 0)), GMI \(String(format: "%.2f", report.gmi ?? 0)) %, in range \(String(format: "%.1f", report.timeInRanges.inRange * 100)) %, sufficiency \(String(format: "%.3f", report.dataSufficiency))")
            if numpy {
                let result = try await NumpyGlucoseReport.run(readings, from: from, days: days, runs: runs, in: folder)
                row.numpy = result.seconds
                // The same numbers, or the comparison means nothing.
                row.agrees = abs((report.mean ?? 0) - result.mean) < 1e-6 && abs((report.sd ?? 0) - result.sd) < 1e-6
                    && abs(Self.profileSum(report) - result.profileSum) < 1e-6 * max(1, result.profileSum)
                    && abs(report.timeInRanges.inRange - result.inRange) < 1e-12
                row.difference = "numpy mean \(result.mean), sd \(result.sd)"
            }
            rows.append(row)
        }
        return rows
    }

    static func profileSum(_ report: GlucoseReport) -> Double {
        report.profile.reduce(0) { sum, slot in
            sum + [slot.p5, slot.p25, slot.p50, slot.p75, slot.p95].reduce(0) { $0 + ($1 ?? 0) }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}
