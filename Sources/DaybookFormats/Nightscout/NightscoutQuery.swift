import DaybookCore
import Foundation

/// A Nightscout API v1 query: `find[field]=value`, `find[field][$op]=value` and `count`
/// (lib/server/query.js). Date conditions become the instant window the store reads; every
/// condition is then checked on the documents themselves.
public struct NightscoutQuery: Sendable, Equatable {
    public enum Operator: String, Sendable {
        case eq = "$eq", ne = "$ne", gt = "$gt", gte = "$gte", lt = "$lt", lte = "$lte"
    }

    public struct Condition: Sendable, Equatable {
        public var field: String
        public var op: Operator
        public var value: String

        public init(field: String, op: Operator, value: String) {
            self.field = field
            self.op = op
            self.value = value
        }
    }

    public var conditions: [Condition]
    /// How many documents, newest first. Nightscout's default is 10.
    public var count: Int

    public static let defaultCount = 10
    public static let maximumCount = 100_000
    /// Without a date condition Nightscout reads only the last 4 days (query.js: TWO_DAYS * 2).
    public static let defaultWindow: TimeInterval = 4 * 24 * 3600
    /// Fields that hold the document's instant, in ms or as an ISO string.
    static let millisecondFields: Set<String> = ["date", "mills"]
    static let isoFields: Set<String> = ["dateString", "created_at", "sysTime"]

    public init(conditions: [Condition] = [], count: Int = defaultCount) {
        self.conditions = conditions
        self.count = count
    }

    /// Parses the query string's items (already percent-decoded); unknown parameters are ignored as Nightscout does.
    public init(items: [(name: String, value: String)]) throws(ValidationError) {
        var conditions: [Condition] = []
        var count = Self.defaultCount
        for (name, value) in items {
            if name == "count" {
                guard let number = Int(value), number >= 0 else { throw ValidationError(field: "count", "must be a whole number, 0 for no limit") }
                // 0 is Mongo's "no limit", as Nightscout passes it on; clients' own examples use it.
                count = number == 0 ? Self.maximumCount : min(number, Self.maximumCount)
                continue
            }
            guard name.hasPrefix("find["), name.hasSuffix("]") else { continue }
            let parts = name.dropFirst(5).dropLast().components(separatedBy: "][")
            guard let field = parts.first, !field.isEmpty, parts.count <= 2 else {
                throw ValidationError(field: name, "must look like find[field] or find[field][$gte]")
            }
            let op: Operator
            if parts.count == 2 {
                guard let parsed = Operator(rawValue: parts[1]) else {
                    throw ValidationError(field: name, "supports $eq, $ne, $gt, $gte, $lt and $lte")
                }
                op = parsed
            } else {
                op = .eq
            }
            if Self.millisecondFields.contains(field) || Self.isoFields.contains(field), Self.instant(field: field, value) == nil {
                throw ValidationError(field: name, "must be a date: ms since 1970 or ISO 8601")
            }
            conditions.append(Condition(field: field, op: op, value: value))
        }
        self.init(conditions: conditions, count: count)
    }

    /// True when some condition is on the document's instant: then no default window applies.
    public var hasDateCondition: Bool {
        conditions.contains { Self.millisecondFields.contains($0.field) || Self.isoFields.contains($0.field) }
    }

    /// The instants the store must read: from the date conditions, or the last 4 days before `now`.
    public func window(now: Date) -> (from: Date?, to: Date?) {
        guard hasDateCondition else { return (now.addingTimeInterval(-Self.defaultWindow), nil) }
        var from: Date?
        var to: Date?
        // Only conditions on an instant field bound the window: `find[sgv][$lt]=100` is a number, not 1970.
        for condition in conditions where Self.millisecondFields.contains(condition.field) || Self.isoFields.contains(condition.field) {
            guard let instant = Self.instant(field: condition.field, condition.value) else { continue }
            switch condition.op {
            case .gt, .gte: from = max(from ?? instant, instant)
            case .lt, .lte: to = min(to ?? instant, instant)
            case .eq: from = instant; to = instant
            case .ne: break
            }
        }
        return (from, to)
    }

    /// Every condition holds for `document`. Instants compare as instants, numbers as numbers, the rest as text.
    public func matches(_ document: NightscoutDocument) -> Bool {
        conditions.allSatisfy { condition in
            guard let stored = document[condition.field] else { return condition.op == .ne }
            let order: ComparisonResult
            if Self.millisecondFields.contains(condition.field) || Self.isoFields.contains(condition.field) {
                guard let wanted = Self.instant(field: condition.field, condition.value),
                      let have = Self.instant(of: stored) else { return false }
                order = Self.compare(have, wanted)
            } else if let have = stored.numberValue, let wanted = Double(condition.value) {
                order = Self.compare(have, wanted)
            } else {
                let have: String
                switch stored {
                case .string(let text): have = text
                case .bool(let value): have = String(value)
                default: return false
                }
                order = Self.compare(have, condition.value)
            }
            switch condition.op {
            case .eq: return order == .orderedSame
            case .ne: return order != .orderedSame
            case .gt: return order == .orderedDescending
            case .gte: return order != .orderedAscending
            case .lt: return order == .orderedAscending
            case .lte: return order != .orderedDescending
            }
        }
    }

    static func instant(field: String, _ value: String) -> Date? {
        if millisecondFields.contains(field) || Double(value) != nil && !value.contains("-") {
            return Double(value).flatMap(NightscoutTime.supportedDate(milliseconds:))
        }
        return NightscoutTime.parse(value)
    }

    static func instant(of value: NightscoutJSON) -> Date? {
        switch value {
        case .integer, .number: value.numberValue.map { NightscoutTime.date(milliseconds: $0) }
        case .string(let text): Double(text).map { NightscoutTime.date(milliseconds: $0) } ?? NightscoutTime.parse(text)
        default: nil
        }
    }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }
}
