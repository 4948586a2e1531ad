import Foundation

/// Kovatchev's risk indices. The symmetrizing transform f(BG) = 1.509 × ((ln BG)^1.084 − 5.381), BG in
/// mg/dL, is 0 at 112.5 mg/dL; r = 10 f² counts towards the low index where f < 0 and the high index
/// where f > 0 (Kovatchev et al., Diabetes Care 1997 and 1998). ADRR, the average daily risk range,
/// adds each day's largest low and largest high risk and averages over days with readings (Kovatchev
/// et al., Diabetes Care 2006), as iglu's `adrr` does by date.
struct GlucoseRiskIndices: Sendable, Equatable {
    let lbgi: Double
    let hbgi: Double
    let adrr: Double

    /// The risk r of one reading, split into its low and high part.
    static func risk(mgPerDL value: Double) -> (low: Double, high: Double) {
        if value >= 1, value < Double(integerRisks.count), value == value.rounded(.towardZero) {
            return integerRisks[Int(value)]
        }
        return computedRisk(mgPerDL: value)
    }

    private static func computedRisk(mgPerDL value: Double) -> (low: Double, high: Double) {
        let f = 1.509 * (pow(log(value), 1.084) - 5.381)
        let r = 10 * f * f
        return f < 0 ? (r, 0) : (0, r)
    }

    /// Sensors report whole mg/dL: the risk of each is worked out once (a logarithm and a power per
    /// reading were a seventh of a ten-year report).
    private static let integerRisks: [(low: Double, high: Double)] = (0..<1024).map { computedRisk(mgPerDL: Double($0)) }

    /// nil without readings. `trace.days` groups readings by local date, in time order.
    init?(_ trace: GlucoseTrace) {
        guard !trace.isEmpty else { return nil }
        var lowSum = 0.0, highSum = 0.0
        var dayRanges = 0.0, dayCount = 0
        var day = trace.days[0], dayLow = 0.0, dayHigh = 0.0
        for (value, readingDay) in zip(trace.values, trace.days) {
            let r = Self.risk(mgPerDL: value)
            lowSum += r.low
            highSum += r.high
            if readingDay != day {
                dayRanges += dayLow + dayHigh
                dayCount += 1
                day = readingDay
                dayLow = 0
                dayHigh = 0
            }
            dayLow = max(dayLow, r.low)
            dayHigh = max(dayHigh, r.high)
        }
        dayRanges += dayLow + dayHigh
        dayCount += 1
        let n = Double(trace.count)
        lbgi = lowSum / n
        hbgi = highSum / n
        adrr = dayRanges / Double(dayCount)
    }
}
