import Foundation

/// What an update or a patch checks on the stored document before it writes: not deleted (410), and
/// not changed since the client's `If-Unmodified-Since` (412), compared in whole seconds.
enum NightscoutV3Precondition {
    /// The stored document with `srvModified` and `srvCreated` filled as Nightscout fills them here.
    static func current(_ stored: NightscoutDocument, in collection: NightscoutV3Collection,
                        ifUnmodifiedSince: String?) throws(NightscoutV3Error) -> NightscoutDocument {
        if NightscoutV3StoredDocument.isDeleted(stored) { throw .gone }
        let resolved = NightscoutV3StoredDocument.resolvingDates(stored, in: collection)
        if let header = ifUnmodifiedSince, let since = NightscoutV3Date.headerSeconds(header),
           let modified = resolved.lastModified, modified.floorDivided(by: 1000) * 1000 > since {
            throw .preconditionFailed
        }
        return resolved.document
    }
}
