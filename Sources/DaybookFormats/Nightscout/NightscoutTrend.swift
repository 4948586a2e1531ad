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
    /// the sensor entry just before it in time (any order in, the same order out).
    public static func filled(_ documents: [(Date, NightscoutDocument)]) -> [(Date, NightscoutDocument)] {
        let sensor = documents.indices.filter { NightscoutEntries.type(of: documents[$0].1) == "sgv" }
            .sorted { documents[$0].0 < documents[$1].0 }
        var result = documents
        var previous: (time: Date, value: Double)?
        for index in sensor {
            let (time, document) = documents[index]
            guard let value = document["sgv"]?.numberValue else { continue }
            defer { previous = (time, value) }
            guard document["delta"] == nil || document["direction"] == nil else { continue }
            var doc = document
            let elapsed = previous.map { time.timeIntervalSince($0.time) } ?? .infinity
            if let previous, elapsed > 0, elapsed <= maximumGap {
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
