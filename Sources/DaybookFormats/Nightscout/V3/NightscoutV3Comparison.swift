import Foundation

/// How Nightscout's MongoDB compares a stored field with a value, which API v3 exposes directly in
/// its filters, sorting and deduplication: types do not mix (the number 5 is not the text "5"), a
/// dotted name reaches into objects, an array matches when one of its items does, and a missing
/// field equals `null`.
enum NightscoutV3Comparison {
    /// The values a dotted field name reaches: through arrays on the way, and an array's items besides
    /// the array itself at the end.
    static func values(at path: String, in document: NightscoutDocument) -> [NightscoutJSON] {
        var current: [NightscoutJSON] = [.object(document)]
        for name in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            current = current.flatMap { value -> [NightscoutJSON] in
                switch value {
                case .object(let fields): fields[name].map { [$0] } ?? []
                case .array(let items): items.compactMap { if case .object(let fields) = $0 { fields[name] } else { nil } }
                default: []
                }
            }
        }
        return current.flatMap { value -> [NightscoutJSON] in
            if case .array(let items) = value { [value] + items } else { [value] }
        }
    }

    /// `{field: {$eq: value}}`.
    static func fieldEquals(_ document: NightscoutDocument, _ path: String, _ value: NightscoutJSON) -> Bool {
        let found = values(at: path, in: document)
        if value == .null, found.isEmpty { return true }
        return found.contains { equal($0, value) }
    }

    /// BSON equality: numbers by value whatever their width, objects and arrays field by field.
    static func equal(_ a: NightscoutJSON, _ b: NightscoutJSON) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && x.allSatisfy { key, value in y[key].map { equal(value, $0) } ?? false }
        default: order(a, b) == .orderedSame
        }
    }

    /// `$gt`, `$lt` and the like: only between values of the same kind; anything else does not match.
    static func compareSameKind(_ stored: NightscoutJSON, _ value: NightscoutJSON) -> ComparisonResult? {
        guard typeRank(stored) == typeRank(value), [2, 3, 6].contains(typeRank(stored)) else { return nil }
        return order(stored, value)
    }

    /// The order of a sort: missing and `null` first, then numbers, texts (by bytes), objects, arrays,
    /// booleans.
    static func order(_ a: NightscoutJSON?, _ b: NightscoutJSON?) -> ComparisonResult {
        let rankA = typeRank(a), rankB = typeRank(b)
        if rankA != rankB { return rankA < rankB ? .orderedAscending : .orderedDescending }
        switch (a, b) {
        case (.string(let x)?, .string(let y)?):
            return x == y ? .orderedSame : (Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) ? .orderedAscending : .orderedDescending)
        case (.bool(let x)?, .bool(let y)?):
            return x == y ? .orderedSame : (!x ? .orderedAscending : .orderedDescending)
        default:
            guard let x = a.flatMap(NightscoutV3JavaScript.numeric), let y = b.flatMap(NightscoutV3JavaScript.numeric) else {
                return .orderedSame
            }
            return x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
        }
    }

    private static func typeRank(_ value: NightscoutJSON?) -> Int {
        switch value {
        case nil, .null?: 1
        case .integer?, .number?: 2
        case .string?: 3
        case .object?: 4
        case .array?: 5
        case .bool?: 6
        }
    }
}
