/// The share (0–100) of the readings a sensor would have given between the first and last reading that
/// are present — iglu's `active_percent` (range "automatic"): the sensor's interval is the median
/// interval between readings in whole minutes, and every gap longer than that interval counts the
/// readings that would have filled it as missing.
enum ActivePercent {
    /// nil below two readings, where there is no interval to judge by.
    static func of(_ trace: GlucoseTrace) -> Double? {
        let times = trace.times
        guard times.count > 1 else { return nil }
        let gaps = zip(times.dropFirst(), times).map { ($0 - $1) / 60 }
        guard let median = Descriptive.median(gaps) else { return nil }
        // R's round() breaks ties to even; a sensor interval below a minute is taken as one minute.
        let interval = max(1, median.rounded(.toNearestOrEven))
        let spanMinutes = ((times[times.count - 1] - times[0]) / 60).rounded(.toNearestOrEven)
        let possible = (spanMinutes / interval).rounded(.toNearestOrEven) + 1
        var gapMinutes = 0.0, gapCount = 0.0
        for gap in gaps where gap.rounded(.toNearestOrEven) > interval {
            gapMinutes += gap
            gapCount += 1
        }
        let missing = ((gapMinutes - gapCount * interval) / interval).rounded(.toNearestOrEven)
        return min(100, max(0, 100 * (possible - missing) / possible))
    }
}
