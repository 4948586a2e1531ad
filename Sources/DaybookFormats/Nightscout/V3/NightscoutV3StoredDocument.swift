import Foundation

/// A document as the store holds it, which may have been written through API v1: an `_id` and no
/// `identifier`, no `srvModified`. These rules make it the document a v3 client sees.
public enum NightscoutV3StoredDocument {
    /// The identifier: `identifier`, or for a v1 document its `_id` (utils.js `normalizeDoc`).
    public static func identifier(of document: NightscoutDocument) -> String? {
        normalized(document)["identifier"].map { NightscoutV3JavaScript.string($0) }
    }

    /// The document without `_id`, identified by `identifier` (its `_id` when it had none).
    public static func normalized(_ document: NightscoutDocument) -> NightscoutDocument {
        var doc = document
        if !NightscoutV3JavaScript.isTruthy(doc["identifier"]), let id = doc["_id"], id != .null {
            doc["identifier"] = .string(NightscoutV3JavaScript.string(id))
        }
        doc["_id"] = nil
        return doc
    }

    /// The document as v3 answers with it: identified, without `_id`, its server dates filled.
    public static func shown(_ document: NightscoutDocument, in collection: NightscoutV3Collection)
        -> (document: NightscoutDocument, lastModified: Int64?) {
        var doc = NightscoutClientTypes.typed(normalized(document), in: collection)
        // Loop sends `timestamp` as ISO text, which v1 keeps for it; AndroidAPS reads v3's as ms (`Long`).
        if case .string(let text)? = doc["timestamp"] {
            doc["timestamp"] = NightscoutV3DateText.parse(text).map { .integer($0.milliseconds) }
        }
        return resolvingDates(doc, in: collection)
    }

    /// The last modification in ms: `srvModified`, or else the collection's date field, which then also
    /// fills `srvModified`; `srvCreated`, when missing, is the same (collection.js `resolveDates`).
    public static func resolvingDates(_ document: NightscoutDocument, in collection: NightscoutV3Collection)
        -> (document: NightscoutDocument, lastModified: Int64?) {
        var doc = document
        let modified: Int64?
        if NightscoutV3JavaScript.isTruthy(doc["srvModified"]) {
            modified = milliseconds(doc["srvModified"])
        } else {
            modified = collection.fallbackModified(of: doc)
            if let modified { doc["srvModified"] = .integer(modified) }
        }
        if NightscoutV3JavaScript.isTruthy(doc["srvModified"]), !NightscoutV3JavaScript.isTruthy(doc["srvCreated"]),
           let modified {
            doc["srvCreated"] = .integer(modified)
        }
        return (doc, modified)
    }

    /// A document rewritten through API v1 (which knows no `identifier`) over one a v3 client wrote:
    /// the new one with the old one's `identifier` and `srvCreated`, so that it stays the same document
    /// for v3 clients; nil when there is nothing to keep.
    public static func identity(of old: NightscoutDocument, keptIn new: NightscoutDocument) -> NightscoutDocument? {
        guard !NightscoutV3JavaScript.isTruthy(new["identifier"]), let identifier = old["identifier"],
              NightscoutV3JavaScript.isTruthy(identifier) else { return nil }
        var kept = new
        kept["identifier"] = identifier
        if kept["srvCreated"] == nil, let created = old["srvCreated"] { kept["srvCreated"] = created }
        return kept
    }

    /// Deleted through v3 (`isValid: false`): kept for history, gone for reads.
    public static func isDeleted(_ document: NightscoutDocument) -> Bool {
        document["isValid"] == .bool(false)
    }

    /// Marked read-only by whoever wrote it; any spelling of the flag counts.
    public static func isReadOnly(_ document: NightscoutDocument) -> Bool {
        ["isReadOnly", "readOnly", "readonly"].contains { document[$0] == .bool(true) }
    }

    /// `new Date(value).getTime()` for a stored timestamp: ms as a number, or a date as text.
    static func milliseconds(_ value: NightscoutJSON?) -> Int64? {
        switch value {
        case .integer(let number)?: return number
        case .number(let number)?: return number.isFinite ? Int64(number.rounded(.towardZero)) : nil
        case .string(let text)?: return NightscoutV3DateText.parse(text)?.milliseconds
        default: return nil
        }
    }
}
