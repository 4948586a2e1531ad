/// MODD, the mean of daily differences (Service & Nelson, Diabetes Care 1980): the mean absolute
/// difference between glucose at the same time on consecutive days, over the points of a 5-minute grid
/// (interpolated across gaps up to 45 minutes) that have a value on both days — iglu's `modd` with lag 1.
/// Days are 24 hours apart in absolute time, as in iglu: across a daylight-saving change the wall clock
/// shifts by the change.
enum MeanOfDailyDifferences {
    static func modd(_ grid: GlucoseGrid) -> Double? {
        let lag = Int((86_400 / grid.step).rounded())
        let v = grid.values
        guard v.count > lag else { return nil }
        var sum = 0.0, pairs = 0
        for k in 0..<(v.count - lag) where !v[k].isNaN && !v[k + lag].isNaN {
            sum += abs(v[k + lag] - v[k])
            pairs += 1
        }
        return pairs > 0 ? sum / Double(pairs) : nil
    }
}
