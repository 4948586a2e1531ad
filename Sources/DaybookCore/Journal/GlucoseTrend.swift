import Foundation

/// Which way glucose is heading, from the rate between the two latest readings, in the bands CGM
/// apps use (mg/dL per minute): beyond ±3 fast, ±2–3, ±1–2 slowly, within ±1 steady.
public enum GlucoseTrend: String, Sendable, Codable, CaseIterable {
    case risingFast, rising, risingSlowly, steady, fallingSlowly, falling, fallingFast

    /// Readings further apart say nothing about the direction now.
    public static let longestGap: TimeInterval = 15 * 60
    /// Nor do readings seconds apart: 150 and 152 two seconds apart are noise, not "rising fast".
    public static let shortestGap: TimeInterval = 4 * 60

    /// Nil when the readings are less than `shortestGap` or more than `longestGap` apart.
    public static func between(_ earlier: GlucoseReading, _ later: GlucoseReading) -> GlucoseTrend? {
        let seconds = later.time.timeIntervalSince(earlier.time)
        guard seconds >= shortestGap, seconds <= longestGap else { return nil }
        let minutes = seconds / 60
        return of(rate: (later.mgPerDL - earlier.mgPerDL) / minutes)
    }

    /// The trend at the newest of `readings` (in time order), from the newest reading between
    /// `shortestGap` and `longestGap` before it; nil when there is none.
    public static func latest(_ readings: [GlucoseReading]) -> GlucoseTrend? {
        guard let last = readings.last else { return nil }
        let earlier = readings.dropLast().last { last.time.timeIntervalSince($0.time) >= shortestGap }
        return earlier.flatMap { between($0, last) }
    }

    /// The band of a rate in mg/dL per minute.
    public static func of(rate: Double) -> GlucoseTrend {
        switch rate {
        case 3...: .risingFast
        case 2..<3: .rising
        case 1..<2: .risingSlowly
        case -1..<1: .steady
        case -2 ..< -1: .fallingSlowly
        case -3 ..< -2: .falling
        default: .fallingFast
        }
    }

    public var arrow: String {
        switch self {
        case .risingFast: "⇈"
        case .rising: "↑"
        case .risingSlowly: "↗"
        case .steady: "→"
        case .fallingSlowly: "↘"
        case .falling: "↓"
        case .fallingFast: "⇊"
        }
    }
}
