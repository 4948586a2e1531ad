import Foundation

/// `PATCH /api/v3/{collection}/{identifier}` (lib/api3/generic/patch): the fields sent are set on the
/// stored document, the others stay. Needs the `update` permission, checked before the document is read.
/// The fields are taken as sent: a patch's `date` must already be ms.
public struct NightscoutV3Patch: Sendable, Equatable {
    public let collection: NightscoutV3Collection
    public let identifier: String
    public let changes: NightscoutDocument

    public init(body: NightscoutJSON?, identifier: String, collection: NightscoutV3Collection) throws(NightscoutV3Error) {
        self.collection = collection
        self.identifier = identifier
        changes = try NightscoutV3Body.document(body)
    }

    public var identifying: NightscoutV3IdentifyingFilter { NightscoutV3IdentifyingFilter(identifier: identifier) }

    /// 404 when nothing is stored under the identifier, 410 when deleted, 412 as for an update, 422 for a
    /// read-only document, 400 for a field it may not change. `subject` becomes `modifiedBy`.
    public func apply(to stored: [NightscoutDocument], ifUnmodifiedSince: String? = nil, now: Int64,
                      subject: String?) throws(NightscoutV3Error) -> NightscoutV3WriteResult {
        guard let found = identifying.first(in: stored) else { throw .notFound }
        let current = try NightscoutV3Precondition.current(found, in: collection, ifUnmodifiedSince: ifUnmodifiedSince)
        try NightscoutV3Validation.validateUpdate(changes, stored: NightscoutV3StoredDocument.normalized(current),
                                                  collection: collection, isDeduplication: false, isPatching: true)
        var patched = found
        for (field, value) in changes { patched[field] = value }
        patched["srvModified"] = .integer(now)
        if let subject { patched["modifiedBy"] = .string(subject) }
        return NightscoutV3WriteResult(document: patched, replacing: NightscoutV3StoredDocument.identifier(of: found),
                                       lastModified: now, status: 200, body: NightscoutV3Response.status(200))
    }
}
