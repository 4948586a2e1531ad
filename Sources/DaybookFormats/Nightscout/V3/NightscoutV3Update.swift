import Foundation

/// `PUT /api/v3/{collection}/{identifier}` (lib/api3/generic/update): the whole document replaces the
/// stored one, or is inserted under that identifier when there is none. The identifier in the body is
/// ignored; the path's counts.
public struct NightscoutV3Update: Sendable, Equatable {
    public let collection: NightscoutV3Collection
    public let identifier: String
    public let document: NightscoutDocument

    public init(body: NightscoutJSON?, identifier: String, collection: NightscoutV3Collection) throws(NightscoutV3Error) {
        var doc = NightscoutV3DateFields.normalized(try NightscoutV3Body.document(body))
        doc["identifier"] = .string(identifier)
        self.collection = collection
        self.identifier = identifier
        document = doc
    }

    public var identifying: NightscoutV3IdentifyingFilter { NightscoutV3IdentifyingFilter(identifier: identifier) }

    /// 410 for a deleted document; 412 when it changed after `ifUnmodifiedSince` (an HTTP date header).
    public func write(against stored: [NightscoutDocument], ifUnmodifiedSince: String? = nil) throws(NightscoutV3Error)
        -> NightscoutV3Write {
        guard let found = identifying.first(in: stored) else {
            return NightscoutV3Write(collection: collection, document: document, kind: .insert)
        }
        let current = try NightscoutV3Precondition.current(found, in: collection, ifUnmodifiedSince: ifUnmodifiedSince)
        return NightscoutV3Write(collection: collection, document: document, kind: .replace(stored: current, isDeduplication: false))
    }
}
