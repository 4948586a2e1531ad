import DaybookCore
import Foundation

/// What the HTTP load generator wrk (`wrk --latency …`) printed: throughput, latency percentiles
/// and failures, read from its text report.
public struct WrkReport: Sendable, Hashable, Codable {
    public var requests: Int
    public var seconds: Double
    public var requestsPerSecond: Double
    /// Milliseconds.
    public var latencyAverage: Double?
    /// Milliseconds, by percentile (50, 75, 90, 99).
    public var latencyPercentiles: [Int: Double]
    /// Answers with a status of 400 or more.
    public var non2xx: Int
    /// connect + read + write + timeout errors.
    public var socketErrors: Int

    public var p50: Double? { latencyPercentiles[50] }
    public var p99: Double? { latencyPercentiles[99] }

    public init(parsing text: String) throws(ValidationError) {
        var requests: Int?, seconds: Double?, perSecond: Double?, average: Double?
        var percentiles: [Int: Double] = [:]
        var non2xx = 0, socketErrors = 0
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let words = rawLine.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            if first == "Requests/sec:", words.count >= 2 {
                perSecond = Double(words[1])
            } else if first == "Latency", words.count >= 2, average == nil {
                average = Self.milliseconds(words[1])
            } else if first.hasSuffix("%"), words.count == 2, let percent = Double(first.dropLast()),
                      let value = Self.milliseconds(words[1]) {
                percentiles[Int(percent.rounded())] = value
            } else if words.count >= 4, words[1] == "requests", words[2] == "in", let count = Int(first) {
                requests = count
                seconds = Self.milliseconds(String(words[3].trimmingCharacters(in: CharacterSet(charactersIn: ",")))).map { $0 / 1000 }
            } else if rawLine.contains("Non-2xx or 3xx responses:"), let last = words.last, let count = Int(last) {
                non2xx = count
            } else if first == "Socket", words.count >= 2, words[1] == "errors:" {
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                socketErrors = words.compactMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }.reduce(0, +)
            }
        }
        guard let requests, let seconds, let perSecond else {
            throw ValidationError(field: "wrk", .benchWrkOutput)
        }
        self.requests = requests
        self.seconds = seconds
        self.requestsPerSecond = perSecond
        self.latencyAverage = average
        self.latencyPercentiles = percentiles
        self.non2xx = non2xx
        self.socketErrors = socketErrors
    }

    /// wrk's durations: `812.00us`, `1.23ms`, `2.00s`, `1.50m`, `10.00s` → milliseconds.
    static func milliseconds(_ text: String) -> Double? {
        for (suffix, factor) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0), ("m", 60_000.0), ("h", 3_600_000.0)] where text.hasSuffix(suffix) {
            guard let value = Double(text.dropLast(suffix.count)) else { return nil }
            return value * factor
        }
        return nil
    }
}
