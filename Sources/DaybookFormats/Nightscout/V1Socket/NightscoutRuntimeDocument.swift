import Foundation

/// Documents in the shape Nightscout keeps them in memory and sends over its v1 socket
/// (lib/data/ddata.js `processRawDataForRuntime`, lib/data/dataloader.js `loadEntries`): every one
/// with `mills`, entries split into `sgvs`, `mbgs` and `cals` with `mgdl`, treatments with `endmills`.
public enum NightscoutRuntimeDocument {
    /// Where an entry goes in a `dataUpdate`.
    public enum EntryKind: String, Sendable {
        case sgvs, mbgs, cals
    }

    /// An entry as dataloader.js lists it: an `mbg` or an `sgv` with its value as `mgdl`, or a
    /// calibration; nil for anything else (a sensor status code with no value).
    public static func entry(_ stored: NightscoutDocument) -> (EntryKind, NightscoutDocument)? {
        let mills = stored["mills"].flatMap(milliseconds) ?? stored["date"].flatMap(milliseconds)
        guard let mills else { return nil }
        var shown: NightscoutDocument = ["mills": .integer(mills)]
        shown["_id"] = stored["_id"]
        if let mbg = stored["mbg"]?.numberValue, mbg != 0 {
            shown["mgdl"] = .numeric(mbg)
            shown["device"] = stored["device"]
            shown["type"] = .string("mbg")
            return (.mbgs, shown)
        }
        if let sgv = stored["sgv"]?.numberValue, sgv != 0 {
            shown["mgdl"] = .numeric(sgv)
            for field in ["device", "direction", "filtered", "unfiltered", "noise", "rssi"] { shown[field] = stored[field] }
            shown["type"] = .string("sgv")
            return (.sgvs, shown)
        }
        if stored["type"]?.stringValue == "cal" {
            for field in ["scale", "intercept", "slope"] { shown[field] = stored[field] }
            shown["type"] = .string("cal")
            return (.cals, shown)
        }
        return nil
    }

    /// A treatment, device status or other dated document with `mills` (from `created_at`), a
    /// `duration` from `durationInMilliseconds`, and `endmills` when it lasts.
    public static func dated(_ stored: NightscoutDocument) -> NightscoutDocument {
        var doc = stored
        if doc["mills"] == nil {
            if let text = doc["created_at"]?.stringValue, let date = NightscoutTime.parse(text) {
                doc["mills"] = .integer(NightscoutTime.milliseconds(date))
            } else if let text = doc["sysTime"]?.stringValue, let date = NightscoutTime.parse(text) {
                doc["mills"] = .integer(NightscoutTime.milliseconds(date))
            }
        }
        let lasting = doc["durationInMilliseconds"]?.numberValue ?? 0
        if doc["durationInMilliseconds"] != nil, doc["duration"] == nil, lasting > 0 {
            doc["duration"] = .numeric((lasting / 60000).rounded())
        }
        if doc["endmills"] == nil || doc["endmills"] == .null, let mills = doc["mills"].flatMap(milliseconds) {
            doc["mills"] = .integer(mills)
            if doc["durationInMilliseconds"] != nil {
                if lasting > 0, lasting < 1e13 { doc["endmills"] = .integer(mills + Int64(lasting)) }
            } else if doc["duration"] != nil {
                let minutes = doc["duration"]?.numberValue ?? 0
                if minutes.isFinite, abs(minutes) < 1e8 { doc["endmills"] = .integer(mills + Int64(minutes * 60000)) }
            }
        }
        return doc
    }

    /// How calcdelta.js tells a client a treatment is gone.
    public static func removed(id: String, mills: Int64?) -> NightscoutDocument {
        var doc: NightscoutDocument = ["_id": .string(id), "action": .string("remove")]
        if let mills { doc["mills"] = .integer(mills) }
        return doc
    }

    /// The instant a runtime document is sorted by.
    public static func mills(of document: NightscoutDocument) -> Int64? {
        document["mills"].flatMap(milliseconds)
    }

    /// ms as a JSON number (or numeric text), within the range Nightscout dates can take.
    static func milliseconds(_ value: NightscoutJSON) -> Int64? {
        guard value.stringValue == nil, let number = value.numberValue,
              NightscoutTime.supportedMilliseconds.contains(number) else { return nil }
        return Int64(number.rounded(.towardZero))
    }
}
