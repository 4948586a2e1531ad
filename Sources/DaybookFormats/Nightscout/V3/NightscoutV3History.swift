import Foundation

/// `GET /api/v3/{collection}/history/{lastModified}` (or with a `Last-Modified` header): every document
/// changed after that moment, deleted ones included, oldest change first (lib/api3/generic/history).
/// A client that keeps the largest `srvModified` it has seen gets each change once.
public struct NightscoutV3History: Sendable, Equatable {
    public let collection: NightscoutV3Collection
    /// ms since 1970.
    public let lastModified: Int64
    /// The header form also returns documents changed in that very second.
    public let includesLastModified: Bool
    public let limit: Int
    public let projection: NightscoutV3Projection

    public struct Page: Sendable, Equatable {
        public let documents: [NightscoutDocument]
        /// The latest change among them, for the `Last-Modified` and `ETag` headers; nil when empty.
        public let lastModified: Int64?
    }

    /// The path form: a date as v3 reads dates (ms, seconds, ISO 8601), strictly before the changes returned.
    public init(lastModified parameter: String, items: [(name: String, value: String)],
                collection: NightscoutV3Collection, maximumLimit: Int = NightscoutV3Limit.maximum) throws(NightscoutV3Error) {
        guard let instant = NightscoutV3Date.parse(.string(parameter)) else { throw .badLastModified }
        try self.init(collection: collection, lastModified: instant.milliseconds, inclusive: false, items: items,
                      maximumLimit: maximumLimit)
    }

    /// The header form: an HTTP date, cut to whole seconds, and changes from that second on.
    public init(lastModifiedHeader header: String?, items: [(name: String, value: String)],
                collection: NightscoutV3Collection, maximumLimit: Int = NightscoutV3Limit.maximum) throws(NightscoutV3Error) {
        guard let header, !header.isEmpty, let seconds = NightscoutV3Date.headerSeconds(header) else { throw .badLastModified }
        try self.init(collection: collection, lastModified: seconds, inclusive: true, items: items, maximumLimit: maximumLimit)
    }

    private init(collection: NightscoutV3Collection, lastModified: Int64, inclusive: Bool,
                 items: [(name: String, value: String)], maximumLimit: Int) throws(NightscoutV3Error) {
        let values = Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        self.collection = collection
        self.lastModified = lastModified
        includesLastModified = inclusive
        limit = try NightscoutV3Limit.limit(values["limit"], maximum: maximumLimit)
        projection = NightscoutV3Projection(fields: values["fields"])
    }

    /// A document written without `srvModified` (through API v1) counts as changed at its own date,
    /// as Nightscout's history did before every write carried `srvModified`.
    public func apply(to stored: [NightscoutDocument]) -> Page {
        let changed = stored.compactMap { document -> (document: NightscoutDocument, modified: Int64)? in
            let shown = NightscoutV3StoredDocument.shown(document, in: collection)
            guard let modified = shown.lastModified,
                  modified > lastModified || (includesLastModified && modified == lastModified) else { return nil }
            return (shown.document, modified)
        }
        let sorted = changed.enumerated()
            .sorted { ($0.element.modified, $0.offset) < ($1.element.modified, $1.offset) }
            .map(\.element)
        let page = sorted.prefix(Self.pageLength(sorted.map(\.modified), limit: limit))
        return Page(documents: page.map { projection.apply(to: $0.document) }, lastModified: page.map(\.modified).max())
    }

    /// How many of the changes (their times, oldest first) one page holds: at most `limit`, but never
    /// a page that ends inside a group of equal times (one import writes many documents in the same
    /// millisecond), since the client asks next for changes after the page's last time and would skip
    /// the rest of the group. A single group larger than `limit` is returned whole.
    static func pageLength(_ times: [Int64], limit: Int) -> Int {
        guard times.count > limit, limit > 0 else { return min(times.count, limit) }
        let boundary = times[limit - 1]
        guard times[limit] == boundary else { return limit }
        if let start = times.firstIndex(of: boundary), start > 0 { return start }
        return times.lastIndex(of: boundary).map { $0 + 1 } ?? limit
    }
}
