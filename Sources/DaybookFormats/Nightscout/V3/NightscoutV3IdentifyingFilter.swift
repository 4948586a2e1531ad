import Foundation

/// Which stored document a v3 request means (utils.js `identifyingFilter` and `filterForOne`): the one
/// with that `identifier`, or a v1 document whose `_id` it is; and for a create, also a v1 document
/// without identifier whose deduplication fields all hold the new document's values. A document with an
/// identifier wins over one found through its `_id` or its fields.
///
/// The server may narrow the stored documents with `identifier` and `fallback` before it passes them in.
public struct NightscoutV3IdentifyingFilter: Sendable, Equatable {
    public let identifier: String?
    /// The fields and values of fallback deduplication; nil when the document lacks one of them.
    public let fallback: NightscoutDocument?
    /// Reads and deletes find a document by its `_id` even when it has an identifier too.
    public let matchesAnyID: Bool

    /// For an update or a patch.
    public init(identifier: String) {
        self.init(identifier: identifier, fallback: nil, matchesAnyID: false)
    }

    /// For a read or a delete.
    public static func lookingUp(_ identifier: String) -> Self {
        Self(identifier: identifier, fallback: nil, matchesAnyID: true)
    }

    /// For a create: `document` with its dates normalised and its identifier filled.
    public init(creating document: NightscoutDocument, in collection: NightscoutV3Collection) {
        let fields = collection.deduplicationFields
        var values: NightscoutDocument = [:]
        for field in fields { values[field] = document[field] }
        self.init(identifier: NightscoutV3JavaScript.isTruthy(document["identifier"]) ? document["identifier"]?.stringValue : nil,
                  fallback: !fields.isEmpty && values.count == fields.count ? values : nil,
                  matchesAnyID: false)
    }

    private init(identifier: String?, fallback: NightscoutDocument?, matchesAnyID: Bool) {
        self.identifier = identifier
        self.fallback = fallback
        self.matchesAnyID = matchesAnyID
    }

    public func matches(_ stored: NightscoutDocument) -> Bool {
        let hasIdentifier = stored["identifier"] != nil
        if let identifier {
            if NightscoutV3Comparison.fieldEquals(stored, "identifier", .string(identifier)) { return true }
            if (matchesAnyID || !hasIdentifier), Self.id(stored["_id"], is: identifier) { return true }
        }
        if let fallback, !hasIdentifier {
            return fallback.allSatisfy { field, value in NightscoutV3Comparison.fieldEquals(stored, field, value) }
        }
        return false
    }

    /// The document meant, among `stored`.
    public func first(in stored: [NightscoutDocument]) -> NightscoutDocument? {
        let found = stored.filter(matches)
        let identified = found.filter { $0["identifier"] != nil }
            .max { NightscoutV3Comparison.order($0["identifier"], $1["identifier"]) == .orderedAscending }
        return identified ?? found.first
    }

    /// A 24-digit hex identifier also names the ObjectId MongoDB would have stored, written in lower case.
    private static func id(_ id: NightscoutJSON?, is identifier: String) -> Bool {
        guard case .string(let stored)? = id else { return false }
        if stored == identifier { return true }
        return identifier.count == 24 && identifier.allSatisfy(\.isHexDigit) && stored == identifier.lowercased()
    }
}
