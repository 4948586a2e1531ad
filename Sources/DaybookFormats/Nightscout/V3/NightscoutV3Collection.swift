import Foundation

/// The six collections of Nightscout API v3, as lib/api3/generic/setup.js declares them.
///
/// Every collection takes the same document rules (`date` in ms, `utcOffset` and `app` required,
/// `date` and `created_at` filled from each other); they differ in the field that dates a document
/// written without `srvModified` (through API v1) and in the fields that find a v1 document again
/// when a v3 client sends it with an identifier it never had.
public enum NightscoutV3Collection: String, CaseIterable, Sendable {
    case devicestatus, entries, food, profile, settings, treatments

    /// What a token must allow, as `api:{collection}:{action}`.
    public enum Action: String, Sendable {
        case create, read, update, delete, admin
    }

    public func permission(_ action: Action) -> String {
        "api:\(rawValue):\(action.rawValue)"
    }

    /// Search and history of `settings` need `admin`: each app's settings stay its own, read by identifier.
    public var listPermission: String {
        permission(self == .settings ? .admin : .read)
    }

    /// The field that dates a document written without `srvModified`; `settings` has none.
    public var fallbackDateField: String? {
        switch self {
        case .entries: "date"
        case .settings: nil
        case .devicestatus, .food, .profile, .treatments: "created_at"
        }
    }

    /// A document without `identifier` whose values of all these fields equal the new document's is
    /// the same document ("fallback deduplication", on by default in Nightscout).
    public var deduplicationFields: [String] {
        switch self {
        case .devicestatus: ["created_at", "device"]
        case .entries: ["date", "type"]
        case .food, .profile: ["created_at"]
        case .treatments: ["created_at", "eventType"]
        case .settings: []
        }
    }

    /// The instant in ms that stands in for a missing `srvModified` (collection.js `fallbackGetDate`).
    public func fallbackModified(of document: NightscoutDocument) -> Int64? {
        guard let field = fallbackDateField else { return nil }
        return NightscoutV3Date.parse(document[field])?.milliseconds
    }
}
