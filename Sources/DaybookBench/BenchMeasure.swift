import Foundation

/// Small measuring helpers shared by the bench commands.
enum BenchMeasure {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Times `body` once, in seconds.
    static func time<T>(_ body: () async throws -> T) async rethrows -> (T, Double) {
        let began = ContinuousClock.now
        let value = try await body()
        return (value, seconds(ContinuousClock.now - began))
    }

    /// The value at percentile `p` (0–100) of `values`, nearest rank.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// A field of /proc/PID/status in kB (`VmHWM`: peak resident set; `VmRSS`: current).
    static func procStatus(_ field: String, pid: String = "self") -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
        }
        return nil
    }

    static func megabytes(_ kilobytes: Int?) -> String {
        kilobytes.map { String(format: "%.1f MB", Double($0) / 1024) } ?? "n/a"
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}
