import Foundation

/// `_id`s. Documents posted by clients get 24 hex digits, like the MongoDB ObjectIds clients know;
/// entries logged in Daybook itself show their row's UUID as 32 hex digits, so a client can delete them.
public enum NightscoutID {
    public static func forJournalRow(_ id: UUID) -> String {
        id.uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }

    /// The journal row a 32-digit `_id` names, if it is one.
    public static func journalRow(_ id: String) -> UUID? {
        let hex = id.lowercased()
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let chars = Array(hex)
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }
        return UUID(uuidString: parts.joined(separator: "-"))
    }

    public static func newDocumentID<G: RandomNumberGenerator>(using generator: inout G) -> String {
        (0..<12).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// A client's own `_id` that is no ObjectId (24 hex digits), such as the UUID AndroidAPS and Loop send,
    /// becomes the document's `identifier` (unless it has one), as Nightscout does: `_id`s are the
    /// server's to give. The client then finds its document again by that identifier.
    public static func movingClientID(_ document: NightscoutDocument) -> NightscoutDocument {
        guard case .string(let id)? = document["_id"], !isObjectID(id) else { return document }
        var doc = document
        if doc["identifier"] == nil || doc["identifier"] == .null, !id.isEmpty { doc["identifier"] = .string(id) }
        doc["_id"] = nil
        return doc
    }

    static func isObjectID(_ id: String) -> Bool {
        id.count == 24 && id.allSatisfy(\.isHexDigit)
    }
}
