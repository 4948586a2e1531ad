import Foundation

/// `delta` and `direction` for served sensor entries that came without them (readings logged in
/// Daybook, uploaders that send bare values). Followers show the arrow, and some parse `delta`
/// unconditionally. Delta is the change from the previous sensor reading scaled to five minutes, as
/// xDrip and Nightscout's own display give it; the arrow follows the rate per minute with the
/// thresholds CGM receivers use (Dexcom's trend arrows: flat within ±1 mg/dL/min, 45° up to ±2,
/// one arrow up to ±3, two beyond).
public enum NightscoutTrend {
    /// A previous reading older than this says nothing about the trend now.
    public static let maximumGap: TimeInterval = 15 * 60
    /// Nor does one only seconds before: two seconds and 2 mg/dL apart are noise, not "DoubleUp". The
    /// trend is taken from the newest reading at least this much earlier (a CGM sends every one to five minutes).
    public static let minimumGap: TimeInterval = 4 * 60
    /// Nightscout's word for "no trend known"; delta is then 0 so that clients that divide it keep working.
    public static let unknown = "NONE"

    /// The arrow for a rate of change in mg/dL per minute.
    public static func direction(mgPerDLPerMinute rate: Double) -> String {
        switch rate {
        case ..<(-3): "DoubleDown"
        case ..<(-2): "SingleDown"
        case ..<(-1): "FortyFiveDown"
        case ...1: "Flat"
        case ...2: "FortyFiveUp"
        case ...3: "SingleUp"
        default: "DoubleUp"
        }
    }

    /// The documents with `delta` and `direction` filled in on sensor entries lacking them, each from
    /// the newest sensor entry between `minimumGap` and `maximumGap` before it (any order in, the same
    /// order out). What the uploader sent is kept.
    public static func filled(_ documents: [(Date, NightscoutDocument)]) -> [(Date, NightscoutDocument)] {
        let sensor: [(index: Int, time: Date, value: Double)] = documents.indices.compactMap { index in
            let (time, document) = documents[index]
            guard NightscoutEntries.type(of: document) == "sgv", let value = document["sgv"]?.numberValue else { return nil }
            return (index, time, value)
        }.sorted { $0.time < $1.time }
        var result = documents
        var earlier = 0  // sensor readings before this position are at least `minimumGap` older than the current one
        for position in sensor.indices {
            let (index, time, value) = sensor[position]
            while earlier < position, time.timeIntervalSince(sensor[earlier].time) >= minimumGap { earlier += 1 }
            var doc = documents[index].1
            guard doc["delta"] == nil || doc["direction"] == nil else { continue }
            let previous = earlier > 0 ? sensor[earlier - 1] : nil
            if let previous, time.timeIntervalSince(previous.time) <= maximumGap {
                let elapsed = time.timeIntervalSince(previous.time)
                let change = value - previous.value
                if doc["delta"] == nil { doc["delta"] = .numeric((change * 300 / elapsed * 10).rounded() / 10) }
                if doc["direction"] == nil { doc["direction"] = .string(direction(mgPerDLPerMinute: change / (elapsed / 60))) }
            } else {
                if doc["delta"] == nil { doc["delta"] = .integer(0) }
                if doc["direction"] == nil { doc["direction"] = .string(unknown) }
            }
            result[index].1 = doc
        }
        return result
    }
}
