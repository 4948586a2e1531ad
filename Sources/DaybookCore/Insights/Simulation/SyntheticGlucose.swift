import Foundation

/// Seeded, plausible 5-minute CGM traces for benchmarks and demos: a baseline with a dawn rise,
/// three meal excursions a day at jittered times, slowly wandering (AR(1)) noise, sensor limits of
/// 40–400 mg/dL, and a short gap for a sensor change every ten days. The same seed gives the same
/// readings on every machine.
public enum SyntheticGlucose {
    public static let interval: TimeInterval = 300

    /// Readings from `start` for `days` days, in mg/dL.
    public static func readings(days: Int, start: Date, seed: UInt64) -> [TimedValue] {
        var random = SplitMix64(seed: seed)
        let perDay = Int(86_400 / interval)
        var readings: [TimedValue] = []
        readings.reserveCapacity(days * perDay)
        var noise = 0.0
        for day in 0..<max(0, days) {
            let baseline = random.normal(mean: 125, sd: 12)
            // Meal times (minutes after midnight) and rise heights for the day.
            let meals = [(450.0, 45.0), (750.0, 60.0), (1140.0, 70.0)].map { minute, height in
                (minute + random.normal(sd: 30), max(5, random.normal(mean: height, sd: 20)))
            }
            let sensorChange = day % 10 == 9
            for slot in 0..<perDay {
                let minute = Double(slot) * interval / 60
                // A sensor change leaves an hour without readings around noon.
                if sensorChange, (720..<780).contains(minute) { continue }
                noise = 0.95 * noise + random.normal(sd: 3)
                var value = baseline + noise
                // Dawn phenomenon: up to +15 mg/dL between 04:00 and 08:00.
                if (240..<480).contains(minute) { value += 15 * sin(Double.pi * (minute - 240) / 240) }
                for (start, height) in meals where minute >= start {
                    // A gamma-shaped excursion peaking about an hour after the meal.
                    let t = (minute - start) / 60
                    value += height * t * exp(1 - t)
                }
                let time = start.addingTimeInterval(Double(day * perDay + slot) * interval)
                readings.append(TimedValue(time: time, value: min(400, max(40, value.rounded()))))
            }
        }
        return readings
    }
}
