import DaybookCore
import Foundation

/// What a document written through API v3 logs in the journal: the same as through API v1 (an `sgv`
/// entry is a CGM reading, a Meal Bolus a dose and a meal), nothing once it is deleted (`isValid:
/// false`), and nothing for device status, profiles, food and settings.
public enum NightscoutV3Journal {
    public static func values(of document: NightscoutDocument, in collection: NightscoutV3Collection)
        throws(ValidationError) -> NightscoutJournalValues {
        if NightscoutV3StoredDocument.isDeleted(document) { return NightscoutJournalValues() }
        switch collection {
        case .entries:
            return NightscoutJournalValues(glucose: try NightscoutEntries.reading(from: document))
        case .treatments:
            return try NightscoutTreatments.journalValues(of: document)
        case .devicestatus, .food, .profile, .settings:
            return NightscoutJournalValues()
        }
    }

    /// The instant that dates the document in the store: `date`, else `created_at` (both are filled
    /// on every v3 write; a `settings` document may lack them).
    public static func time(of document: NightscoutDocument) -> Date? {
        NightscoutV3Date.parse(firstOf: [document["date"], document["created_at"]])
            .map { Date(timeIntervalSince1970: Double($0.milliseconds) / 1000) }
    }

    /// What the store files the document under: an entry's `type`, a treatment's `eventType`, else the collection.
    public static func kind(of document: NightscoutDocument, in collection: NightscoutV3Collection) -> String {
        switch collection {
        case .entries: NightscoutEntries.type(of: document)
        case .treatments: NightscoutTreatments.eventType(of: document)
        default: collection.rawValue
        }
    }
}
