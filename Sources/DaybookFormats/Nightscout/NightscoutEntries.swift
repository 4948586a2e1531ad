import DaybookCore
import Foundation

/// Nightscout `entries` ↔ Daybook glucose readings. An `sgv` is a CGM reading, an `mbg` a meter
/// reading; `cal` records (sensor calibrations) are kept as documents only.
public enum NightscoutEntries {
    /// Sensor values below 39 mg/dL are status codes (e.g. 5 = sensor not calibrated), not glucose.
    public static let lowestGlucose = 39.0

    /// Completes a posted entry as Nightscout does: `type` defaults to sgv, `date` and `dateString`
    /// are derived from each other (or `now`), `utcOffset` from the dateString when missing.
    public static func normalize(_ entry: NightscoutDocument, now: Date) throws(ValidationError) -> NightscoutDocument {
        var doc = entry
        // Fields clients read back typed: a wrong type is refused rather than echoed.
        for key in ["_id", "type", "dateString", "direction", "device"] where doc[key] != nil {
            if doc[key] == .null, key == "direction" || key == "device" { continue }
            guard case .string? = doc[key] else { throw ValidationError(field: key, .text) }
        }
        // Glucose as a number or text holding one (clients send both); never an object, a flag or null.
        for key in ["sgv", "mbg"] where doc[key] != nil {
            switch doc[key] {
            case .integer?, .number?, .string?: continue
            default: throw ValidationError(field: key, .numberInMgPerDL)
            }
        }
        if let delta = doc["delta"] {
            switch delta {
            case .integer, .number: break
            default: throw ValidationError(field: "delta", .number)
            }
        }
        if let noise = doc["noise"], noise != .null {
            switch noise {
            case .integer, .number: break
            default: throw ValidationError(field: "noise", .number)
            }
        }
        doc = NightscoutID.movingClientID(doc)
        if doc["type"]?.stringValue == nil { doc["type"] = .string("sgv") }
        // `date` is kept as sent, a fraction of a millisecond too (Loop sends `timeIntervalSince1970 * 1000`).
        if let value = doc["date"] {
            guard let ms = value.numberValue, NightscoutTime.supportedMilliseconds.contains(ms) else {
                throw ValidationError(field: "date", .millisecondsIn1900To2999)
            }
        } else if let text = doc["dateString"]?.stringValue {
            guard let parsed = NightscoutTime.parse(text) else { throw ValidationError(field: "dateString", .iso8601) }
            doc["date"] = .integer(NightscoutTime.milliseconds(parsed))
        } else {
            doc["date"] = .integer(NightscoutTime.milliseconds(now))
        }
        switch doc["utcOffset"] {
        case nil, .integer?: break
        case let .number(minutes)? where minutes.rounded() == minutes: break
        default: throw ValidationError(field: "utcOffset", .minutesEastOfUTC)
        }
        if doc["utcOffset"] == nil, let text = doc["dateString"]?.stringValue, let offset = NightscoutTime.offsetMinutes(text) {
            doc["utcOffset"] = .integer(Int64(offset))
        }
        // As Nightscout stores it: `dateString` in UTC (its offset kept in `utcOffset`), and `sysTime` the same.
        let written = doc["dateString"]?.stringValue.flatMap(NightscoutTime.parse).map(NightscoutTime.milliseconds)
        let utc = NightscoutTime.isoString(milliseconds: written ?? NightscoutTime.milliseconds(sent: doc["date"]?.numberValue ?? 0))
        doc["dateString"] = .string(utc)
        doc["sysTime"] = .string(utc)
        return doc
    }

    /// The instant of a normalized entry.
    public static func time(of entry: NightscoutDocument) -> Date? {
        entry["date"]?.numberValue.map { NightscoutTime.date(milliseconds: $0) }
    }

    public static func type(of entry: NightscoutDocument) -> String {
        entry["type"]?.stringValue ?? "sgv"
    }

    /// The glucose reading a normalized entry stands for, or nil (calibrations, sensor status codes).
    public static func reading(from entry: NightscoutDocument) throws(ValidationError) -> GlucoseReading? {
        guard let time = time(of: entry) else { return nil }
        let type = type(of: entry)
        let source: GlucoseSource
        switch type {
        case "sgv": source = .cgm
        case "mbg": source = .meter
        default: return nil
        }
        guard let value = entry[type]?.numberValue else { throw ValidationError(field: type, .numberInMgPerDL) }
        guard value >= lowestGlucose else { return nil }
        do {
            return try GlucoseReading(mgPerDL: value, time: time, source: source)
        } catch {
            throw ValidationError(field: type, error.problem)
        }
    }

    /// An entry for a reading logged in Daybook itself.
    public static func document(for reading: GlucoseReading, id: String) -> NightscoutDocument {
        let type = reading.source == .cgm ? "sgv" : "mbg"
        return [
            "_id": .string(id),
            "type": .string(type),
            type: .numeric(reading.mgPerDL),
            "date": .integer(NightscoutTime.milliseconds(reading.time)),
            "dateString": .string(NightscoutTime.isoString(reading.time)),
            "device": .string("daybook"),
        ]
    }

    /// A stored entry with what was changed in Daybook since: the value and the time follow the
    /// journal; unchanged fields stay exactly as the client sent them.
    public static func overlay(_ entry: NightscoutDocument, with reading: GlucoseReading) -> NightscoutDocument {
        var doc = entry
        let type = type(of: entry)
        if let sent = doc[type]?.numberValue, abs(sent - reading.mgPerDL) > 1e-6 { doc[type] = .numeric(reading.mgPerDL) }
        if let time = time(of: doc), abs(time.timeIntervalSince(reading.time)) >= 0.001 {
            doc["date"] = .integer(NightscoutTime.milliseconds(reading.time))
            doc["dateString"] = .string(NightscoutTime.isoString(reading.time))
        }
        return doc
    }
}
