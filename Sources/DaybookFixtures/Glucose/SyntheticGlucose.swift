import DaybookCore
import Foundation

/// Seeded, plausible 5-minute CGM traces for benchmarks and demos: a baseline with a dawn rise,
/// three meal excursions a day at jittered times, slowly wandering (AR(1)) noise, sensor limits of
/// 40–400 mg/dL, and a short gap for a sensor change every ten days. The same seed gives the same
/// readings on every machine.
public enum SyntheticGlucose {
    public static let interval: TimeInterval = 300
    static let perDay = Int(86_400 / interval)

    /// Readings from `start` for `days` days, in mg/dL.
    public static func readings(days: Int, start: Date, seed: UInt64) -> [TimedValue] {
        var readings: [TimedValue] = []
        readings.reserveCapacity(max(0, days) * perDay)
        readings.append(contentsOf: Trace(start: start, seed: seed, days: days))
        return readings
    }

    /// The same readings, made one at a time: a bulk import can stream a million of them without
    /// holding them all. Endless when `days` is nil (take a `prefix`).
    public struct Trace: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let days: Int?
        var random: SplitMix64
        var day = -1
        var slot = SyntheticGlucose.perDay
        var noise = 0.0
        var baseline = 0.0
        var meals: [(Double, Double)] = []

        public init(start: Date, seed: UInt64, days: Int? = nil) {
            self.start = start
            self.days = days
            random = SplitMix64(seed: seed)
        }

        public mutating func next() -> TimedValue? {
            while true {
                if slot == SyntheticGlucose.perDay {
                    day += 1
                    slot = 0
                    if let days, day >= days { day = days; slot = SyntheticGlucose.perDay; return nil }
                    baseline = random.normal(mean: 125, sd: 12)
                    // Meal times (minutes after midnight) and rise heights for the day.
                    meals = [(450.0, 45.0), (750.0, 60.0), (1140.0, 70.0)].map { minute, height in
                        (minute + random.normal(sd: 30), Swift.max(5, random.normal(mean: height, sd: 20)))
                    }
                }
                let current = slot
                slot += 1
                let minute = Double(current) * SyntheticGlucose.interval / 60
                // A sensor change leaves an hour without readings around noon.
                if day % 10 == 9, (720..<780).contains(minute) { continue }
                noise = 0.95 * noise + random.normal(sd: 3)
                var value = baseline + noise
                // Dawn phenomenon: up to +15 mg/dL between 04:00 and 08:00.
                if (240..<480).contains(minute) { value += 15 * sin(Double.pi * (minute - 240) / 240) }
                for (start, height) in meals where minute >= start {
                    // A gamma-shaped excursion peaking about an hour after the meal.
                    let t = (minute - start) / 60
                    value += height * t * exp(1 - t)
                }
                let time = start.addingTimeInterval(Double(day * SyntheticGlucose.perDay + current) * SyntheticGlucose.interval)
                return TimedValue(time: time, value: Swift.min(400, Swift.max(40, value.rounded())))
            }
        }
    }
}
