import Foundation

/// Finds consensus episodes (Battelino et al., Lancet Diabetes Endocrinol 2023) the way iglu's
/// `episode_calculation` does: on a 5-minute grid, an episode begins with 15 minutes (3 points, each
/// standing for 5 minutes) beyond the threshold — below 70 or 54 mg/dL for hypo level 1 or 2, above 180
/// or 250 for hyper — and ends with the first of 15 minutes back at or above (hyper: at or below) it.
/// Shorter returns inside it do not end it. The grid is interpolated across gaps up to
/// `maximumGapMinutes` (iglu: 45); a longer gap ends the stretch, and an episode open at its end ends
/// with it, so an episode never bridges missing data.
struct GlucoseEpisodeDetector: Sendable {
    /// An episode as grid point indices, before it is turned into times and units.
    struct Found: Equatable {
        let kind: GlucoseEpisode.Kind
        let level: Int
        let points: ClosedRange<Int>
    }

    static let thresholds: [(kind: GlucoseEpisode.Kind, level: Int, mgPerDL: Double)] = [
        (.hypo, 1, 70), (.hypo, 2, 54), (.hyper, 1, 180), (.hyper, 2, 250),
    ]

    var startMinutes = 15.0
    var endMinutes = 15.0

    /// Every episode of every kind and level, ordered by start, level 1 before the level 2 it holds.
    func episodes(on grid: GlucoseGrid,
                  thresholds: [(kind: GlucoseEpisode.Kind, level: Int, mgPerDL: Double)] = Self.thresholds) -> [Found] {
        let stepMinutes = grid.step / 60
        let startPoints = Int((startMinutes / stepMinutes).rounded(.up))
        let endPoints = Int((endMinutes / stepMinutes).rounded(.up))
        var found: [Found] = []
        for stretch in stretches(grid.values) {
            for t in thresholds {
                let beyond: (Double) -> Bool = t.kind == .hypo ? { $0 < t.mgPerDL } : { $0 > t.mgPerDL }
                found += events(grid.values, stretch, beyond: beyond, startPoints: startPoints, endPoints: endPoints)
                    .map { Found(kind: t.kind, level: t.level, points: $0) }
            }
        }
        return found.sorted {
            ($0.points.lowerBound, $0.kind == .hypo ? 0 : 1, $0.level) < ($1.points.lowerBound, $1.kind == .hypo ? 0 : 1, $1.level)
        }
    }

    /// The runs of points that have a value.
    func stretches(_ values: [Double]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var k = 0
        while k < values.count {
            guard !values[k].isNaN else { k += 1; continue }
            var end = k
            while end + 1 < values.count, !values[end + 1].isNaN { end += 1 }
            result.append(k...end)
            k = end + 1
        }
        return result
    }

    /// iglu's `event_class` in one pass: a run beyond the threshold at least `startPoints` long opens an
    /// episode; a run back inside at least `endPoints` long closes the open one just before itself.
    func events(_ values: [Double], _ stretch: ClosedRange<Int>, beyond: (Double) -> Bool,
                startPoints: Int, endPoints: Int) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var open: Int?
        var k = stretch.lowerBound
        while k <= stretch.upperBound {
            let isBeyond = beyond(values[k])
            var end = k
            while end + 1 <= stretch.upperBound, beyond(values[end + 1]) == isBeyond { end += 1 }
            let length = end - k + 1
            if isBeyond, length >= startPoints, open == nil {
                open = k
            } else if !isBeyond, length >= endPoints, let start = open {
                result.append(start...(k - 1))
                open = nil
            }
            k = end + 1
        }
        if let start = open { result.append(start...stretch.upperBound) }
        return result
    }

    /// The episodes with times and their extreme: the lowest (highest) of the grid points and of the
    /// readings within the episode, in `unit`.
    func episodes(_ trace: GlucoseTrace, grid: GlucoseGrid, unit: GlucoseUnit) -> [GlucoseEpisode] {
        episodes(on: grid).map { found in
            let from = grid.time(of: found.points.lowerBound), through = grid.time(of: found.points.upperBound)
            let isHypo = found.kind == .hypo
            var extreme = grid.values[found.points].reduce(isHypo ? Double.infinity : -.infinity) { isHypo ? min($0, $1) : max($0, $1) }
            var r = Self.firstIndex(in: trace.times, notBefore: from)
            while r < trace.count, trace.times[r] <= through {
                extreme = isHypo ? min(extreme, trace.values[r]) : max(extreme, trace.values[r])
                r += 1
            }
            return GlucoseEpisode(
                start: Date(timeIntervalSince1970: from), end: Date(timeIntervalSince1970: through + grid.step),
                kind: found.kind, level: found.level, extreme: unit.fromMgPerDL(extreme))
        }
    }

    static func firstIndex(in sorted: [Double], notBefore t: Double) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < t { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
