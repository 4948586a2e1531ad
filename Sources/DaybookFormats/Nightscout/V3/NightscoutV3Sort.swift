import Foundation

/// The order of a v3 search (search/input.js `parseSort`): the field of `sort` (ascending) or
/// `sort$desc` (descending), then `identifier`, `created_at`, `date` and `_id` in the same direction.
/// Without either, documents come by identifier. `_id` is unique, so the order is total and paging
/// with `skip` returns each document once even when the other fields tie (a burst of devicestatus).
public struct NightscoutV3Sort: Sendable, Equatable {
    public let fields: [String]
    public let descending: Bool

    public init(fields: [String], descending: Bool) {
        self.fields = fields
        self.descending = descending
    }

    /// Empty values count as absent, as in Nightscout.
    public init(sort: String?, sortDescending: String?) throws(NightscoutV3Error) {
        let ascendingField = sort.flatMap { $0.isEmpty ? nil : $0 }
        let descendingField = sortDescending.flatMap { $0.isEmpty ? nil : $0 }
        if ascendingField != nil, descendingField != nil { throw .sortWithSortDescending }
        var fields: [String] = []
        for field in [descendingField ?? ascendingField, "identifier", "created_at", "date", "_id"].compactMap({ $0 })
        where !fields.contains(field) {
            fields.append(field)
        }
        self.init(fields: fields, descending: descendingField != nil)
    }

    /// Documents in this order; equal ones keep the order they came in.
    public func sorted(_ documents: [NightscoutDocument]) -> [NightscoutDocument] {
        documents.enumerated().sorted { a, b in
            for field in fields {
                let order = NightscoutV3Comparison.order(a.element[field], b.element[field])
                if order != .orderedSame { return (order == .orderedAscending) != descending }
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
