import Foundation

/// `GET /api/v3/lastModified` (lib/api3/specific/lastModified.js): for each collection the latest of its
/// `srvModified` and of its own date field, so documents written through API v1 count too.
public enum NightscoutV3LastModified {
    /// Nil for a collection with nothing dated, which the answer leaves out.
    public static func latest(of stored: [NightscoutDocument], in collection: NightscoutV3Collection) -> Int64? {
        let modified = stored.compactMap { document in
            NightscoutV3JavaScript.isTruthy(document["srvModified"])
                ? NightscoutV3StoredDocument.milliseconds(document["srvModified"]) : nil
        }.max()
        guard let field = collection.fallbackDateField,
              let dated = stored.compactMap({ NightscoutV3StoredDocument.milliseconds($0[field]) }).max() else { return modified }
        return max(modified ?? dated, dated)
    }
}
