import Foundation

/// A range's readings in time order (mg/dL, seconds since 1970, the report's day index of each), one
/// per instant: of readings at the same instant the last one counts, as in iglu's `CGMS2DayByDay`.
struct GlucoseTrace: Sendable {
    private(set) var times: [Double] = []
    private(set) var values: [Double] = []
    private(set) var days: [Int32] = []

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    init(times: [Double], values: [Double], days: [Int32]) {
        var order = Array(times.indices)
        if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
            // Stable, so readings at one instant keep their order and the last one still wins.
            order = order.enumerated().sorted { a, b in
                times[a.element] != times[b.element] ? times[a.element] < times[b.element] : a.offset < b.offset
            }.map(\.element)
        }
        self.times.reserveCapacity(order.count)
        self.values.reserveCapacity(order.count)
        self.days.reserveCapacity(order.count)
        for i in order {
            if let last = self.times.last, last == times[i] {
                self.values[self.values.count - 1] = values[i]
                self.days[self.days.count - 1] = days[i]
                continue
            }
            self.times.append(times[i])
            self.values.append(values[i])
            self.days.append(days[i])
        }
    }

    /// Sample mean and SD (nil SD below two readings).
    var meanAndSD: (mean: Double, sd: Double?)? {
        guard !values.isEmpty else { return nil }
        let mean = values.reduce(0, +) / Double(values.count)
        guard values.count > 1 else { return (mean, nil) }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (mean, (squares / Double(values.count - 1)).squareRoot())
    }
}
