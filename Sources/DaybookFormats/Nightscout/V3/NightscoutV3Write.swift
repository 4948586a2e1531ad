import Foundation

/// A create or an update found either nothing to replace or one stored document. It needs the
/// permission of `action`, which the server checks before `prepare`, as Nightscout does.
public struct NightscoutV3Write: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case insert
        /// `stored` as found (with its `_id`); `isDeduplication` when a create found it.
        case replace(stored: NightscoutDocument, isDeduplication: Bool)
    }

    public let collection: NightscoutV3Collection
    /// The document sent, dates normalised and identifier filled.
    public let document: NightscoutDocument
    public let kind: Kind

    public init(collection: NightscoutV3Collection, document: NightscoutDocument, kind: Kind) {
        self.collection = collection
        self.document = document
        self.kind = kind
    }

    public var action: NightscoutV3Collection.Action {
        if case .insert = kind { .create } else { .update }
    }

    public var permission: String { collection.permission(action) }

    /// Validates and stamps the document. `now` in ms must grow with every write of the person, so
    /// history never sees two changes at once; `subject` is the token's subject name.
    public func prepare(now: Int64, subject: String?) throws(NightscoutV3Error) -> NightscoutV3WriteResult {
        var doc = document
        switch kind {
        case .insert:
            try NightscoutV3Validation.validateCreate(doc)
            doc["srvModified"] = .integer(now)
            doc["srvCreated"] = .integer(now)
            if let subject { doc["subject"] = .string(subject) }
            let identifier = doc["identifier"]?.stringValue ?? ""
            return NightscoutV3WriteResult(document: doc, replacing: nil, lastModified: now, status: 201,
                                           body: NightscoutV3Response.created(identifier: identifier, lastModified: now))
        case .replace(let stored, let isDeduplication):
            let shown = NightscoutV3StoredDocument.normalized(stored)
            try NightscoutV3Validation.validateUpdate(doc, stored: shown, collection: collection,
                                                      isDeduplication: isDeduplication, isPatching: false)
            doc["srvModified"] = .integer(now)
            doc["srvCreated"] = NightscoutV3JavaScript.isTruthy(shown["srvCreated"]) ? shown["srvCreated"] : .integer(now)
            if let subject { doc["subject"] = .string(subject) }
            if let id = stored["_id"] { doc["_id"] = id }
            let previous = NightscoutV3StoredDocument.identifier(of: stored)
            let body = NightscoutV3Response.replaced(lastModified: now, identifier: doc["identifier"]?.stringValue ?? "",
                                                     previousIdentifier: previous, isDeduplication: isDeduplication)
            return NightscoutV3WriteResult(document: doc, replacing: previous, lastModified: now, status: 200, body: body)
        }
    }
}
