import Foundation

/// `GET /api/v3/{collection}/{identifier}` (lib/api3/generic/read): one document, 404 when there is
/// none, 410 Gone when it was deleted, 304 when unchanged since `If-Modified-Since`.
public enum NightscoutV3Read {
    public enum Outcome: Sendable, Equatable {
        /// The document as v3 shows it; `lastModified` (ms) for the `Last-Modified` header.
        case document(NightscoutDocument, lastModified: Int64?)
        case notModified

        /// `{status: 200, result}`; a 304 has no body.
        public var body: NightscoutDocument? {
            if case .document(let document, _) = self { NightscoutV3Response.result(.object(document)) } else { nil }
        }

        public var status: Int {
            if case .document = self { 200 } else { 304 }
        }
    }

    public static func read(_ stored: [NightscoutDocument], identifier: String, collection: NightscoutV3Collection,
                            fields: String? = nil, ifModifiedSince: String? = nil) throws(NightscoutV3Error) -> Outcome {
        guard let found = NightscoutV3IdentifyingFilter.lookingUp(identifier).first(in: stored) else { throw .notFound }
        if NightscoutV3StoredDocument.isDeleted(found) { throw .gone }
        let shown = NightscoutV3StoredDocument.shown(found, in: collection)
        if let modified = shown.lastModified, let header = ifModifiedSince, let since = NightscoutV3Date.headerSeconds(header),
           modified.floorDivided(by: 1000) * 1000 <= since {
            return .notModified
        }
        return .document(NightscoutV3Projection(fields: fields).apply(to: shown.document), lastModified: shown.lastModified)
    }
}
