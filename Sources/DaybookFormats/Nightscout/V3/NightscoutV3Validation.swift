import Foundation

/// What a v3 write must satisfy (create/validate.js, update/validate.js, operationTools.js
/// `validateCommon`). Refusals are 400 with Nightscout's message, 422 for a read-only document.
enum NightscoutV3Validation {
    /// Fields a client cannot change once stored (nor set to another value through update or patch).
    static let immutableFields = ["identifier", "date", "utcOffset", "eventType", "device", "app",
                                  "srvCreated", "subject", "srvModified", "modifiedBy", "isValid"]
    static let utcOffsetRange: ClosedRange<Double> = -1440...1440

    static func validateCreate(_ document: NightscoutDocument) throws(NightscoutV3Error) {
        guard case .string(let identifier)? = document["identifier"], !NightscoutV3JavaScript.isNullOrWhitespace(identifier) else {
            throw .badIdentifier
        }
        try validateCommon(document, isPatching: false)
    }

    /// `stored` as v3 shows it (identified, `_id` gone). A deleted document may be overwritten freely;
    /// a deduplicating create may give a v1 document its identifier.
    static func validateUpdate(_ document: NightscoutDocument, stored: NightscoutDocument, collection: NightscoutV3Collection,
                               isDeduplication: Bool, isPatching: Bool) throws(NightscoutV3Error) {
        if NightscoutV3StoredDocument.isReadOnly(stored) { throw .readOnly }
        if !NightscoutV3StoredDocument.isDeleted(stored) {
            for field in immutableFields where !(field == "identifier" && isDeduplication) {
                guard let value = document[field] else { continue }
                if !isSameAsStored(field, value, stored: stored, collection: collection) { throw .immutableField(field) }
            }
        }
        try validateCommon(document, isPatching: isPatching)
    }

    /// `date` in ms after 2000, `utcOffset` in minutes within a day, and a non-blank `app`; a patch
    /// need not send them, but what it sends must hold.
    static func validateCommon(_ document: NightscoutDocument, isPatching: Bool) throws(NightscoutV3Error) {
        if !isPatching || document["date"] != nil {
            guard let date = document["date"].flatMap(NightscoutV3JavaScript.numeric),
                  date > Double(NightscoutV3Date.minimumMilliseconds) else { throw .badDate }
        }
        if !isPatching || document["utcOffset"] != nil {
            guard let offset = document["utcOffset"].flatMap(NightscoutV3JavaScript.numeric),
                  utcOffsetRange.contains(offset) else { throw .badUTCOffset }
        }
        if !isPatching || document["app"] != nil {
            guard case .string(let app)? = document["app"], !NightscoutV3JavaScript.isNullOrWhitespace(app) else { throw .badApp }
        }
    }

    /// A value that states nothing the stored document contradicts. A document written through v1 lacks
    /// some of these fields: its first `app` and `device` are taken, `isValid: true` is what it already
    /// is, and `date` may be sent when it is the instant of the collection's own date field.
    static func isSameAsStored(_ field: String, _ value: NightscoutJSON, stored: NightscoutDocument,
                               collection: NightscoutV3Collection) -> Bool {
        if NightscoutV3JavaScript.strictlyEqual(value, stored[field]) { return true }
        if stored[field] != nil { return false }
        switch field {
        case "app", "device":
            return true
        case "isValid":
            return value == .bool(true)
        case "date":
            guard let fallback = collection.fallbackDateField, fallback != "date",
                  let instant = NightscoutV3Date.parse(stored[fallback]) else { return false }
            return NightscoutV3JavaScript.strictlyEqual(value, .integer(instant.milliseconds))
        default:
            return false
        }
    }
}
