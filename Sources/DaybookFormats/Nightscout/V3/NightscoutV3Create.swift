import Foundation

/// `POST /api/v3/{collection}` (lib/api3/generic/create): the document sent, with its dates normalised
/// and its identifier calculated when it has none. If a stored document is the same one (by identifier,
/// or by the collection's deduplication fields for a v1 document), the create replaces it instead.
public struct NightscoutV3Create: Sendable, Equatable {
    public let collection: NightscoutV3Collection
    public let document: NightscoutDocument

    public init(body: NightscoutJSON?, collection: NightscoutV3Collection) throws(NightscoutV3Error) {
        var doc = NightscoutV3DateFields.normalized(try NightscoutV3Body.document(body))
        // A client's own identifier stays, even one that differs from the calculated one.
        if !NightscoutV3JavaScript.isTruthy(doc["identifier"]) {
            doc["identifier"] = .string(NightscoutV3Identifier.calculate(for: doc))
        }
        self.collection = collection
        document = doc
    }

    /// What finds the stored document this one may duplicate.
    public var identifying: NightscoutV3IdentifyingFilter {
        NightscoutV3IdentifyingFilter(creating: document, in: collection)
    }

    /// An insert, or the replacement of the duplicate among `stored` (deleted ones included).
    public func write(against stored: [NightscoutDocument]) -> NightscoutV3Write {
        guard let duplicate = identifying.first(in: stored) else {
            return NightscoutV3Write(collection: collection, document: document, kind: .insert)
        }
        return NightscoutV3Write(collection: collection, document: document, kind: .replace(stored: duplicate, isDeduplication: true))
    }
}
