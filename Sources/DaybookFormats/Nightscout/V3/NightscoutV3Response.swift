import Foundation

/// The bodies Nightscout API v3 answers with (lib/api3/shared/renderer.js and operationTools.js).
/// Every body carries its HTTP status again as `status`.
public enum NightscoutV3Response {
    /// `{status, message}`; without a message, `{status}` alone.
    public static func status(_ status: Int, message: String? = nil) -> NightscoutDocument {
        var body: NightscoutDocument = ["status": .integer(Int64(status))]
        if let message { body["message"] = .string(message) }
        return body
    }

    /// A read, a search or a history: `{status: 200, result}`.
    public static func result(_ result: NightscoutJSON) -> NightscoutDocument {
        ["status": .integer(200), "result": result]
    }

    public static func result(_ documents: [NightscoutDocument]) -> NightscoutDocument {
        result(.array(documents.map(NightscoutJSON.object)))
    }

    /// A new document: `{status: 201, identifier, lastModified}`.
    public static func created(identifier: String, lastModified: Int64) -> NightscoutDocument {
        ["status": .integer(201), "identifier": .string(identifier), "lastModified": .integer(lastModified)]
    }

    /// A document replaced: `{status: 200, lastModified}`. When a create found an existing document, or the
    /// stored one had another identifier, also `identifier` and `isDeduplication: true`, and
    /// `deduplicatedIdentifier` when the identifier changed (a v1 document that had only its `_id`).
    public static func replaced(lastModified: Int64, identifier: String, previousIdentifier: String?,
                                isDeduplication: Bool) -> NightscoutDocument {
        var body: NightscoutDocument = ["status": .integer(200), "lastModified": .integer(lastModified)]
        let identifierChanged = previousIdentifier != identifier
        if identifierChanged || isDeduplication {
            body["identifier"] = .string(identifier)
            body["isDeduplication"] = .bool(true)
            if identifierChanged, let previousIdentifier { body["deduplicatedIdentifier"] = .string(previousIdentifier) }
        }
        return body
    }

    /// `GET /lastModified`: the server's clock and each collection's latest change, collections
    /// without any left out.
    public static func lastModified(serverDate: Int64, collections: [NightscoutV3Collection: Int64]) -> NightscoutDocument {
        var latest: NightscoutDocument = [:]
        for (collection, milliseconds) in collections { latest[collection.rawValue] = .integer(milliseconds) }
        return result(.object([
            "srvDate": .integer(serverDate),
            "srvDateString": .string(NightscoutV3Date.isoString(milliseconds: serverDate)),
            "collections": .object(latest),
        ]))
    }
}
