import Foundation

/// Readings linearly interpolated onto a regular grid, as iglu's `CGMS2DayByDay` does before MAGE,
/// MODD, CONGA and episodes. Grid points are whole multiples of `step` since 1970 — the same instants as
/// iglu's grid from local midnight in any zone whose offset is a whole number of steps. A point between
/// two readings more than `maximumGap` apart is missing (NaN), as iglu's `inter_gap`.
struct GlucoseGrid: Sendable {
    /// The instant of `values[0]`, seconds since 1970.
    let start: Double
    /// Seconds between points.
    let step: Double
    /// mg/dL; NaN where the readings leave a gap.
    let values: [Double]

    init(_ trace: GlucoseTrace, stepMinutes: Double = 5, maximumGapMinutes: Double) {
        step = stepMinutes * 60
        let times = trace.times, readings = trace.values
        guard let first = times.first, let last = times.last else {
            start = 0
            values = []
            return
        }
        let firstPoint = (first / step).rounded(.up), lastPoint = (last / step).rounded(.down)
        start = firstPoint * step
        guard lastPoint >= firstPoint else {
            values = []
            return
        }
        let maximumGap = maximumGapMinutes * 60
        var out = [Double](repeating: .nan, count: Int(lastPoint - firstPoint) + 1)
        var right = 0
        for k in out.indices {
            let t = start + Double(k) * step
            while right < times.count - 1, times[right] < t { right += 1 }
            if times[right] == t {
                out[k] = readings[right]
            } else if right > 0 {
                let left = right - 1
                let span = times[right] - times[left]
                guard span <= maximumGap else { continue }
                out[k] = readings[left] + (readings[right] - readings[left]) * (t - times[left]) / span
            }
        }
        values = out
    }

    /// The instant of point `k`.
    func time(of k: Int) -> Double { start + Double(k) * step }
}
