import Foundation

/// The date fields of a document sent to create or replace (collection.js `parseDate`): `date` in ms,
/// read from `date` or else `created_at`; `utcOffset`, when the client sent none, the offset the date
/// was written with; `created_at` the same instant as an ISO string, for v1 clients.
/// A date that does not read stays as sent, for validation to refuse.
enum NightscoutV3DateFields {
    static func normalized(_ document: NightscoutDocument) -> NightscoutDocument {
        guard let instant = NightscoutV3Date.parse(firstOf: [document["date"], document["created_at"]]) else { return document }
        var doc = document
        doc["date"] = .integer(instant.milliseconds)
        if doc["utcOffset"] == nil { doc["utcOffset"] = .integer(Int64(instant.utcOffset)) }
        doc["created_at"] = .string(NightscoutV3Date.isoString(milliseconds: instant.milliseconds))
        return doc
    }
}
