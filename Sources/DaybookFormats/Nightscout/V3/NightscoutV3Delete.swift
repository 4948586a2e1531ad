import Foundation

/// `DELETE /api/v3/{collection}/{identifier}` (lib/api3/generic/delete): by default the document stays,
/// marked `isValid: false` with a new `srvModified`, so history tells every client; with
/// `permanent=true` it is removed for good and history never mentions it.
public enum NightscoutV3Delete {
    public enum Outcome: Sendable, Equatable {
        /// Store this document in place of the old one.
        case markDeleted(NightscoutV3WriteResult)
        /// Remove the stored document with this identifier (or v1 `_id`).
        case remove(identifier: String)

        /// Both answer `{status: 200}`.
        public var body: NightscoutDocument { NightscoutV3Response.status(200) }
    }

    /// `permanent=true`, exactly.
    public static func isPermanent(items: [(name: String, value: String)]) -> Bool {
        items.last { $0.name == "permanent" }?.value == "true"
    }

    /// 404 when nothing is stored under the identifier, 422 for a read-only document. Deleting a deleted
    /// document again succeeds. `subject` becomes `modifiedBy`.
    public static func apply(to stored: [NightscoutDocument], identifier: String, permanent: Bool, now: Int64,
                             subject: String?) throws(NightscoutV3Error) -> Outcome {
        guard let found = NightscoutV3IdentifyingFilter.lookingUp(identifier).first(in: stored) else { throw .notFound }
        if NightscoutV3StoredDocument.isReadOnly(found) { throw .readOnly }
        let storedIdentifier = NightscoutV3StoredDocument.identifier(of: found) ?? identifier
        if permanent { return .remove(identifier: storedIdentifier) }
        var deleted = found
        deleted["isValid"] = .bool(false)
        deleted["srvModified"] = .integer(now)
        if let subject { deleted["modifiedBy"] = .string(subject) }
        return .markDeleted(NightscoutV3WriteResult(document: deleted, replacing: storedIdentifier, lastModified: now,
                                                    status: 200, body: NightscoutV3Response.status(200)))
    }
}
