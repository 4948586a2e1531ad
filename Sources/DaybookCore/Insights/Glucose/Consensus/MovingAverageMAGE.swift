import Foundation

/// Mean amplitude of glycemic excursions (Service et al., Diabetes 1970) by the moving-average algorithm
/// of Fernandes et al. (J Diabetes Sci Technol 2022), ported from iglu's `mage_ma_single` with its
/// defaults: a 5-minute grid interpolated across gaps up to 45 minutes, a short moving average of 5
/// points and a long one of 32, the trace split into segments at gaps longer than 180 minutes, and
/// direction "avg": MAGE+ and MAGE− of every segment averaged, weighted by segment length.
enum MovingAverageMAGE {
    static let shortWindow = 5
    static let longWindow = 32
    static let interpolationGapMinutes = 45.0
    static let segmentGapMinutes = 180.0

    enum Outcome: Equatable {
        case value(Double)
        /// No segment holds `longWindow` grid points.
        case tooFewReadings
        /// Segments are long enough, but none varies by an SD of 1 mg/dL or has an excursion over one SD.
        case noExcursions
    }

    static func mage(_ grid: GlucoseGrid) -> Outcome {
        let values = grid.values
        guard let first = values.firstIndex(where: { !$0.isNaN }),
              let last = values.lastIndex(where: { !$0.isNaN }) else { return .tooFewReadings }
        var weighted = 0.0, weights = 0.0, longEnough = false
        for segment in segments(values, first...last, gapPoints: segmentGapMinutes * 60 / grid.step) {
            let points = Array(values[segment])
            guard points.count >= longWindow else { continue }
            longEnough = true
            // iglu weighs each segment by its span from first to last grid time.
            let hours = Double(points.count - 1) * grid.step / 3600
            for height in excursions(points) {
                weighted += height * hours
                weights += hours
            }
        }
        if weights > 0 { return .value(weighted / weights) }
        return longEnough ? .noExcursions : .tooFewReadings
    }

    /// The stretches of `range` between runs of missing points longer than `gapPoints` × step.
    static func segments(_ values: [Double], _ range: ClosedRange<Int>, gapPoints: Double) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var segmentStart = range.lowerBound, k = range.lowerBound
        while k <= range.upperBound {
            guard values[k].isNaN else { k += 1; continue }
            var end = k
            while end + 1 <= range.upperBound, values[end + 1].isNaN { end += 1 }
            if Double(end - k + 1) > gapPoints {
                result.append(segmentStart...(k - 1))
                segmentStart = end + 1
            }
            k = end + 1
        }
        result.append(segmentStart...range.upperBound)
        return result
    }

    /// MAGE+ and MAGE− of one segment (iglu's `mage_atomic`), each absent when it has no excursion.
    static func excursions(_ gl: [Double]) -> [Double] {
        let n = gl.count
        let present = gl.filter { !$0.isNaN }
        guard n >= 7, n >= longWindow, present.count > 1 else { return [] }
        let mean = present.reduce(0, +) / Double(present.count)
        let sd = (present.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(present.count - 1)).squareRoot()
        guard sd >= 1 else { return [] }

        let delta = zip(movingAverage(gl, shortWindow), movingAverage(gl, longWindow)).map { $0 - $1 }

        // Where the short average crosses the long one: a nadir (`isMinimum`) or a peak lies after it.
        var crosses: [(index: Int, isMinimum: Bool)] = [(0, !(delta[0] > 0))]
        for i in 1..<n where !gl[i].isNaN && !gl[i - 1].isNaN && !delta[i].isNaN && !delta[i - 1].isNaN {
            if delta[i] * delta[i - 1] < 0 {
                crosses.append((i, delta[i] < delta[i - 1]))
            } else if let previous = crosses.last, delta[i] * delta[previous.index] < 0 {
                // Across a gap or a zero the sign changed since the last cross.
                crosses.append((i, delta[i] < delta[previous.index]))
            }
        }
        crosses.append((n - 1, !(delta[n - 1] > 0)))

        // Each turning point: the lowest (highest) reading from the previous turning point to the next cross.
        var turning: [Double] = []
        var previousIndex = crosses[0].index
        for e in 0..<(crosses.count - 1) {
            let from = previousIndex, to = crosses[e + 1].index
            var best = Double.nan, bestIndex = from
            for k in from...to where !gl[k].isNaN {
                if best.isNaN || (crosses[e].isMinimum ? gl[k] < best : gl[k] > best) {
                    best = gl[k]
                    bestIndex = k
                }
            }
            turning.append(best)
            previousIndex = bestIndex
        }

        var heights: [Double] = []
        if let plus = meanHeight(turning, sd: sd, rising: true) { heights.append(plus) }
        if let minus = meanHeight(turning, sd: sd, rising: false) { heights.append(abs(minus)) }
        return heights
    }

    /// Excursion elimination: the mean nadir-to-peak (rising) or peak-to-nadir height of the excursions
    /// larger than one SD, walking the turning points as iglu's MAGE+ and MAGE− loops do.
    static func meanHeight(_ minmax: [Double], sd: Double, rising: Bool) -> Double? {
        let count = minmax.count
        // Sign so that one loop serves both directions: rising compares values, falling their negatives.
        let s: Double = rising ? 1 : -1
        var heights: [Double] = []
        var j = 0, previous = 0
        // The first lowest (signed) turning point in previous...j, kept as j grows.
        var lowFrom = -1, lowTo = -1, lowIndex = 0
        while j < count {
            if lowFrom != previous || lowTo > j {
                lowFrom = previous
                lowTo = previous
                lowIndex = previous
            }
            while lowTo < j {
                lowTo += 1
                if s * minmax[lowTo] < s * minmax[lowIndex] { lowIndex = lowTo }
            }
            let i = lowIndex
            guard s * (minmax[j] - minmax[i]) >= sd else {
                j += 1
                continue
            }
            for k in j..<count {
                if s * minmax[k] > s * minmax[j] { j = k }
                if s * (minmax[k] - minmax[j]) < -sd || k == count - 1 {
                    heights.append(minmax[j] - minmax[i])
                    // iglu's MAGE+ restarts at the cross, its MAGE− at the turning point it just found.
                    previous = rising ? k : j
                    j = k
                    break
                }
            }
        }
        guard !heights.isEmpty else { return nil }
        return heights.reduce(0, +) / Double(heights.count)
    }

    /// A right-aligned moving mean that skips missing points (NaN where a window has none); the first
    /// `window − 1` points take the first full window's value, as iglu fills them.
    static func movingAverage(_ gl: [Double], _ window: Int) -> [Double] {
        var out = [Double](repeating: .nan, count: gl.count)
        var sum = 0.0, used = 0
        for i in gl.indices {
            if !gl[i].isNaN { sum += gl[i]; used += 1 }
            if i >= window, !gl[i - window].isNaN { sum -= gl[i - window]; used -= 1 }
            if i >= window - 1 { out[i] = used > 0 ? sum / Double(used) : .nan }
        }
        for i in 0..<(window - 1) { out[i] = out[window - 1] }
        return out
    }
}
