import Foundation

/// `/pebble`, as Nightscout's pebble.js answers watch faces and GlucoDataHandler: the newest sensor
/// readings (`sgv` as text, the trend as a number), and with the newest one the delta, the uploader's
/// battery, insulin and carbs on board.
public enum NightscoutPebble {
    /// One sensor reading: its instant as sent (ms) and its document.
    public struct Reading: Sendable {
        public var mills: Int64
        public var document: NightscoutDocument

        public init(mills: Int64, document: NightscoutDocument) {
            self.mills = mills
            self.document = document
        }
    }

    /// pebble.js's `directionToTrend`: anything else, a missing direction too, is 8.
    static let trends: [String: Int64] = [
        "NONE": 0, "DoubleUp": 1, "SingleUp": 2, "FortyFiveUp": 3, "Flat": 4, "FortyFiveDown": 5, "SingleDown": 6,
        "DoubleDown": 7, "NOT COMPUTABLE": 8, "RATE OUT OF RANGE": 9,
    ]

    /// How many readings `count` asks for: 1 when missing, not a number or zero, as `parseInt(count) || 1`;
    /// at most `maximum`.
    public static func count(_ text: String?, maximum: Int) -> Int {
        guard let text, let number = Int(text.trimmingCharacters(in: .whitespaces).prefix(while: { $0.isNumber || $0 == "-" })),
              number > 0 else { return 1 }
        return min(number, maximum)
    }

    /// The answer at `now` (ms) from the readings (any order) and the properties computed at the same
    /// moment (`bgnow`, `delta`, `upbat`, `iob`, `cob`); `mmol` writes glucose and the delta in mmol/L.
    public static func make(_ readings: [Reading], properties: NightscoutDocument, now: Int64, count: Int, mmol: Bool) -> NightscoutDocument {
        let newest = readings.filter { ($0.document["sgv"]?.numberValue ?? 0) > 0 }
            .sorted { $0.mills > $1.mills }.prefix(count)
        var bgs: [NightscoutJSON] = newest.map { reading in
            let mgdl = reading.document["sgv"]?.numberValue ?? 0
            var bg: NightscoutDocument = [
                "sgv": .string(mmol ? NightscoutPluginValues.fixed(NightscoutBGNow.scaled(mgdl), 1) : String(Int64(mgdl.rounded()))),
                "datetime": .integer(reading.mills),
            ]
            let direction = reading.document["direction"]?.stringValue
            bg["trend"] = .integer(direction.flatMap { trends[$0] } ?? 8)
            if let direction { bg["direction"] = .string(direction) }
            return .object(bg)
        }
        if case .object(var first)? = bgs.first {
            let delta = properties["delta"]?.objectValue?["scaled"]?.numberValue ?? 0
            first["bgdelta"] = mmol ? .string(NightscoutPluginValues.fixed(delta, 1)) : .integer(Int64(delta.rounded()))
            if let battery = uploaderBattery(properties) { first["battery"] = .string(battery) }
            first["iob"] = properties["iob"]?.objectValue?["display"].flatMap { $0.stringValue.map(NightscoutJSON.string) } ?? .integer(0)
            first["cob"] = properties["cob"]?.objectValue?["display"].flatMap { $0.numberValue.map(NightscoutJSON.numeric) } ?? .integer(0)
            bgs[0] = .object(first)
        }
        return ["status": .array([.object(["now": .integer(now)])]), "bgs": .array(bgs), "cals": .array([])]
    }

    /// The battery upbat computed, as text ("74"); nil when no uploader reported one.
    private static func uploaderBattery(_ properties: NightscoutDocument) -> String? {
        guard let value = properties["upbat"]?.objectValue?["min"]?.objectValue?["battery"]?.numberValue, value >= 0 else { return nil }
        return String(Int64(value.rounded()))
    }
}
