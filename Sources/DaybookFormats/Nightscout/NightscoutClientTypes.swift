import Foundation

/// The JSON types Nightscout's clients declare for the fields they read, which the Nightscout view
/// gives every document, whoever wrote it: typed clients parse a whole list at once, and one value of
/// another type fails it. AndroidAPS reads `protein`, `fat`, `duration`, `utcOffset` and the server's
/// dates with Gson into `Int`/`Long` (12.5 throws, and its treatment sync stops there); Trio decodes
/// `noise` as `Int`; xDrip+'s follower and Loop read `sgv` as a whole number. Stored documents keep
/// what was sent; only what is served is typed.
public enum NightscoutClientTypes {
    /// Instants and their offset, in whole ms or minutes: a fraction of a millisecond is cut off, as
    /// JavaScript's `Date` does (Loop sends `date` as `timeIntervalSince1970 * 1000`).
    static let instants: [[String]] = [["date"], ["mills"], ["srvModified"], ["srvCreated"], ["utcOffset"]]

    /// Counts and amounts that clients declare whole, per collection (nested fields as paths); they are
    /// rounded to the nearest.
    static let wholeNumbers: [NightscoutV3Collection: [[String]]] = [
        .entries: [["sgv"], ["mbg"], ["noise"], ["rssi"], ["trend"]],
        .treatments: [["protein"], ["fat"], ["duration"], ["durationInMilliseconds"], ["preBolus"], ["splitNow"], ["splitExt"],
                      ["percentage"], ["originalPercentage"], ["timeshift"], ["originalTimeshift"], ["originalDuration"],
                      ["originalEnd"], ["endId"], ["pumpId"]],
        .devicestatus: [["uploaderBattery"], ["uploader", "battery"], ["pump", "battery", "percent"],
                        ["configuration", "insulin"], ["configuration", "sensitivity"]],
        .food: [["carbs"], ["gi"], ["energy"], ["protein"], ["fat"]],
    ]

    /// The document with each field of a declared whole type whole: a fractional number or a numeric
    /// text becomes an integer. Anything else (text, an object) is left for the client to judge.
    public static func typed(_ document: NightscoutDocument, in collection: NightscoutV3Collection) -> NightscoutDocument {
        var doc = document
        for path in instants { doc = whole(doc, path[...], rule: .towardZero) }
        for path in wholeNumbers[collection] ?? [] { doc = whole(doc, path[...], rule: .toNearestOrAwayFromZero) }
        return doc
    }

    private static func whole(_ document: NightscoutDocument, _ path: ArraySlice<String>, rule: FloatingPointRoundingRule) -> NightscoutDocument {
        guard let key = path.first, let value = document[key] else { return document }
        var doc = document
        if path.count > 1 {
            guard case .object(let inner) = value else { return document }
            doc[key] = .object(whole(inner, path.dropFirst(), rule: rule))
            return doc
        }
        switch value {
        case .number, .string:
            guard let number = value.numberValue, number.isFinite, abs(number) < 9e15 else { return document }
            doc[key] = .integer(Int64(number.rounded(rule)))
        default:
            break
        }
        return doc
    }
}
