import Foundation

/// `GET /api/v3/{collection}`: the query parameters of a search (lib/api3/generic/search), and the
/// search itself over a collection's stored documents: filter, leave out deleted ones, sort, skip,
/// limit, then show each as v3 shows documents (identifier, server dates, chosen fields).
public struct NightscoutV3Search: Sendable, Equatable {
    /// Parameters that are not filters; every other parameter is one.
    public static let reservedParameters: Set<String> = ["token", "sort", "sort$desc", "limit", "skip", "fields", "now"]

    public let collection: NightscoutV3Collection
    public let filters: [NightscoutV3Filter]
    public let sort: NightscoutV3Sort
    public let limit: Int
    public let skip: Int
    public let projection: NightscoutV3Projection

    /// The query string's items, percent-decoded. A repeated parameter counts once, with its last value.
    /// Refusals come in Nightscout's order: filters, sort, limit, skip.
    public init(items: [(name: String, value: String)], collection: NightscoutV3Collection,
                maximumLimit: Int = NightscoutV3Limit.maximum) throws(NightscoutV3Error) {
        var values: [String: String] = [:]
        var names: [String] = []
        for (name, value) in items {
            if values.updateValue(value, forKey: name) == nil { names.append(name) }
        }
        var filters: [NightscoutV3Filter] = []
        for name in names where !Self.reservedParameters.contains(name) {
            filters.append(try NightscoutV3Filter(parameter: name, value: values[name] ?? ""))
        }
        self.collection = collection
        self.filters = filters
        sort = try NightscoutV3Sort(sort: values["sort"], sortDescending: values["sort$desc"])
        limit = try NightscoutV3Limit.limit(values["limit"], maximum: maximumLimit)
        skip = try NightscoutV3Limit.skip(values["skip"])
        projection = NightscoutV3Projection(fields: values["fields"])
    }

    /// The answer's documents, from all the collection's stored documents (or any superset of the answer).
    /// The earliest instant (ms) a match can have, when a filter bounds `date` or `created_at` from
    /// below: the store need not read what lies before it.
    public var earliestMilliseconds: Int64? {
        filters.filter { ["date", "created_at"].contains($0.field) && [.eq, .gt, .gte].contains($0.op) }
            .compactMap { NightscoutV3Date.parse($0.value)?.milliseconds }.max()
    }

    /// A search whose patterns would cost more than `budget` is refused (400), whatever it found so far.
    public func apply(to stored: [NightscoutDocument], budget: PatternBudget = PatternBudget()) throws(NightscoutV3Error)
        -> [NightscoutDocument] {
        let tests = filters.map { $0.matcher(budget: budget) }
        var found: [NightscoutDocument] = []
        documents: for document in stored where !NightscoutV3StoredDocument.isDeleted(document) {
            for test in tests where try !test(document) { continue documents }
            found.append(document)
        }
        return sort.sorted(found).dropFirst(skip).prefix(limit).map { document in
            let shown = NightscoutV3StoredDocument.shown(document, in: collection)
            return projection.apply(to: shown.document)
        }
    }
}
