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
        let f = 1.509 * (pow(log(value), 1.084) - 5.381)
        let r = 10 * f * f
        return f < 0 ? (r, 0) : (0, r)
    }

    /// nil without readings. `trace.days` groups readings by local date.
    init?(_ trace: GlucoseTrace) {
        guard !trace.isEmpty else { return nil }
        var lowSum = 0.0, highSum = 0.0
        var dayLow: [Int32: Double] = [:], dayHigh: [Int32: Double] = [:]
        for (value, day) in zip(trace.values, trace.days) {
            let r = Self.risk(mgPerDL: value)
            lowSum += r.low
            highSum += r.high
            dayLow[day] = max(dayLow[day] ?? 0, r.low)
            dayHigh[day] = max(dayHigh[day] ?? 0, r.high)
        }
        let n = Double(trace.count)
        lbgi = lowSum / n
        hbgi = highSum / n
        adrr = dayLow.keys.reduce(0) { $0 + dayLow[$1, default: 0] + dayHigh[$1, default: 0] } / Double(dayLow.count)
    }
}
