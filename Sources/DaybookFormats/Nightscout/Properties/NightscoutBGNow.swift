import DaybookCore
import Foundation

/// `bgnow`, `delta` and `direction`, as Nightscout's bgnow and direction plugins compute them:
/// readings fall into four five-minute buckets that end 2.5 minutes after the latest one; the
/// newest bucket with readings is "now", the next one before it "previous". The latest reading
/// counts whatever its age: `bgnow.mills` tells followers how old it is.
enum NightscoutBGNow {
    typealias Reading = NightscoutProperties.Reading

    static let bucketMilliseconds: Int64 = 5 * 60_000
    static let bucketCount: Int64 = 4

    /// The properties, for readings in any order; `mmol` scales the delta for display. Readings after
    /// `now` are left out, as the plugin does.
    static func properties(_ readings: [Reading], now: Int64, mmol: Bool) -> NightscoutDocument {
        let past = readings.filter { $0.mills <= now }
        guard let latest = past.max(by: { $0.mills < $1.mills }) else { return [:] }
        let buckets = (0..<bucketCount).map { index -> [Reading] in
            let from = latest.mills - bucketMilliseconds / 2 - index * bucketMilliseconds
            return past.filter { $0.mills >= from && $0.mills <= from + bucketMilliseconds }
        }
        guard let recentIndex = buckets.firstIndex(where: { !$0.isEmpty }) else { return [:] }
        let recent = buckets[recentIndex]
        // A bucket of sensor error codes alone has no instant of its own: nothing counts as before it.
        let previous = newestValid(recent).flatMap { recentMills in
            buckets[(recentIndex + 1)...].first { bucket in newestValid(bucket).map { $0 < recentMills } ?? false }
        }
        var properties: NightscoutDocument = ["bgnow": .object(summary(recent, mmol: mmol))]
        if let previous { properties["delta"] = .object(delta(recent, previous, mmol: mmol)) }
        properties["direction"] = .object(direction(latest.direction))
        return properties
    }

    /// Error codes (below 39 mg/dL) count in `sgvs` and `errors` but not in `mean`, `last` and `mills`,
    /// as bgnow.js analyzes a bucket: a bucket of errors alone shows followers the errors, not a value.
    private static func summary(_ bucket: [Reading], mmol: Bool) -> NightscoutDocument {
        var result: NightscoutDocument = [:]
        if let newest = valid(bucket).max(by: { $0.mills < $1.mills }) {
            result["mean"] = .numeric(mean(bucket))
            result["last"] = .numeric(newest.mgdl)
            result["mills"] = .integer(newest.mills)
        }
        let errors = bucket.filter { $0.mgdl < NightscoutEntries.lowestGlucose }
        if !errors.isEmpty { result["errors"] = .array(errors.map { .object(["mgdl": .numeric($0.mgdl), "mills": .integer($0.mills)]) }) }
        result["sgvs"] = .array(bucket.sorted { $0.mills > $1.mills }.map { reading in
                var sgv: NightscoutDocument = [
                    "mgdl": .numeric(reading.mgdl), "mills": .integer(reading.mills), "type": .string("sgv"),
                    "scaled": .numeric(mmol ? scaled(reading.mgdl) : reading.mgdl),
                ]
                if let direction = reading.direction { sgv["direction"] = .string(direction) }
                if let device = reading.device { sgv["device"] = .string(device) }
                return .object(sgv)
            })
        return result
    }

    private static func valid(_ bucket: [Reading]) -> [Reading] {
        bucket.filter { $0.mgdl > NightscoutEntries.lowestGlucose }
    }

    private static func newestValid(_ bucket: [Reading]) -> Int64? {
        valid(bucket).map(\.mills).max()
    }

    /// The change over five minutes; over a gap longer than nine minutes it is interpolated.
    private static func delta(_ recent: [Reading], _ previous: [Reading], mmol: Bool) -> NightscoutDocument {
        let recentMean = mean(recent), previousMean = mean(previous)
        let absolute = recentMean - previousMean
        let elapsed = Double((newestValid(recent) ?? 0) - (newestValid(previous) ?? 0)) / 60_000
        let interpolated = elapsed > 9
        let fiveMinutesAgo = interpolated ? recentMean - absolute / elapsed * 5 : recentMean - absolute
        let mgdl = (recentMean - fiveMinutesAgo).rounded(.toNearestOrAwayFromZero)
        let shown = mmol ? ((scaled(recentMean) - scaled(fiveMinutesAgo)) * 10).rounded() / 10 : mgdl
        return [
            "absolute": .numeric(absolute), "elapsedMins": .numeric(elapsed), "interpolated": .bool(interpolated),
            "mean5MinsAgo": .numeric(fiveMinutesAgo), "mgdl": .numeric(mgdl), "scaled": .numeric(shown),
            "display": .string((shown >= 0 ? "+" : "") + text(shown)),
            "previous": .object(summary(previous, mmol: mmol)),
            "times": .object(["recent": .integer(newestValid(recent) ?? 0), "previous": .integer(newestValid(previous) ?? 0)]),
        ]
    }

    private static func direction(_ name: String?) -> NightscoutDocument {
        let value = name ?? NightscoutTrend.unknown
        let arrow = arrows[value] ?? "-"
        return ["value": .string(value), "label": .string(arrow), "display": .string(arrow)]
    }

    static let arrows = [
        "DoubleUp": "⇈", "SingleUp": "↑", "FortyFiveUp": "↗", "Flat": "→", "FortyFiveDown": "↘",
        "SingleDown": "↓", "DoubleDown": "⇊", "NOT COMPUTABLE": "-", "RATE OUT OF RANGE": "⇕", "NONE": "⇼",
    ]

    /// The mean of the bucket's valid readings.
    private static func mean(_ bucket: [Reading]) -> Double {
        let readings = valid(bucket)
        return readings.isEmpty ? 0 : readings.map(\.mgdl).reduce(0, +) / Double(readings.count)
    }

    static func scaled(_ mgdl: Double) -> Double {
        (GlucoseUnit.mmolPerL.fromMgPerDL(mgdl) * 10).rounded() / 10
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
