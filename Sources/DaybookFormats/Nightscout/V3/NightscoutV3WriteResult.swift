import Foundation

/// A v3 write the server carries out: the document to store, and the answer to send.
public struct NightscoutV3WriteResult: Sendable, Equatable {
    /// The whole document to store, `_id` kept where the stored one had it.
    public let document: NightscoutDocument
    /// The identifier (or v1 `_id`) of the stored document this one takes the place of; nil for a new one.
    public let replacing: String?
    /// `srvModified` of the write, in ms: the `Last-Modified` header.
    public let lastModified: Int64
    public let status: Int
    public let body: NightscoutDocument

    public init(document: NightscoutDocument, replacing: String?, lastModified: Int64, status: Int, body: NightscoutDocument) {
        self.document = document
        self.replacing = replacing
        self.lastModified = lastModified
        self.status = status
        self.body = body
    }

    /// The document's identifier. Nightscout sends it as the `Location` header when the body names it
    /// (a new document, or a deduplication).
    public var identifier: String? { document["identifier"]?.stringValue }
}
