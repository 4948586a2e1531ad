import DaybookCore
import Foundation

/// A Nightscout API v1 query: `find[…]` conditions and `count` (lib/server/query.js), with the Mongo
/// operators clients send through it (`$exists`, `$in`, `$regex`, `$or`, …; see `NightscoutQueryParser`).
/// Date conditions outside any `$or` become the instant window the store reads; every condition is
/// then checked on the documents themselves.
public struct NightscoutQuery: Sendable, Equatable {
    /// The conditions every document must meet (`$and`'s members among them).
    public var conditions: [Condition]
    /// Each `$or`: one of its alternatives must hold.
    public var alternatives: [[Clause]]
    /// How many documents, newest first. Nightscout's default is 10.
    public var count: Int

    public static let defaultCount = 10
    public static let maximumCount = 100_000
    /// Without a date condition Nightscout reads only the last 4 days (query.js: TWO_DAYS * 2).
    public static let defaultWindow: TimeInterval = 4 * 24 * 3600
    /// Fields that hold the document's instant, in ms or as an ISO string.
    static let millisecondFields: Set<String> = ["date", "mills"]
    static let isoFields: Set<String> = ["dateString", "created_at", "sysTime"]

    public init(conditions: [Condition] = [], alternatives: [[Clause]] = [], count: Int = defaultCount) {
        self.conditions = conditions
        self.alternatives = alternatives
        self.count = count
    }

    /// Parses the query string's items (already percent-decoded); unknown parameters are ignored as Nightscout does.
    public init(items: [(name: String, value: String)]) throws(ValidationError) {
        var count = Self.defaultCount
        for (name, value) in items where name == "count" {
            guard let number = Int(value), number >= 0 else { throw ValidationError(field: "count", .wholeNumberZeroNoLimit) }
            // 0 is Mongo's "no limit", as Nightscout passes it on; clients' own examples use it.
            count = number == 0 ? Self.maximumCount : min(number, Self.maximumCount)
        }
        let find = try NightscoutQueryParser.parse(items.filter { $0.name.hasPrefix("find[") })
        self.init(conditions: find.conditions, alternatives: find.alternatives, count: count)
    }

    /// True when some condition outside any `$or` is on the document's instant: then no default
    /// window applies. As in Nightscout's query.js, a date inside an `$or` does not count: it may be
    /// one alternative of several, so it cannot bound what the store reads.
    public var hasDateCondition: Bool {
        conditions.contains(where: \.isOnInstant)
    }

    /// The `_id`s a condition outside any `$or` names (`find[_id]=…`, `find[_id][$in][]=…`), when there
    /// is one: Nightscout's query.js then adds no default window ("unless an ID is provided"), so the
    /// store reads the named documents wherever they lie in time.
    public var namedIDs: [String]? {
        for condition in conditions where condition.field == "_id" {
            switch condition.test {
            case .compare(.eq, let id): return [id]
            case .among(let ids, true): return ids
            default: continue
            }
        }
        return nil
    }

    /// The instants the store must read: from the date conditions, or the last 4 days before `now`.
    /// Only conditions every document must meet narrow it; `$or`'s are checked on what it reads.
    public func window(now: Date) -> (from: Date?, to: Date?) {
        guard hasDateCondition else { return (now.addingTimeInterval(-Self.defaultWindow), nil) }
        var from: Date?
        var to: Date?
        func after(_ instant: Date) { from = max(from ?? instant, instant) }
        func before(_ instant: Date) { to = min(to ?? instant, instant) }
        // Only conditions on an instant field bound the window: `find[sgv][$lt]=100` is a number, not 1970.
        for condition in conditions where condition.isOnInstant {
            switch condition.test {
            case .compare(let op, let value):
                guard let instant = Self.instant(field: condition.field, value) else { continue }
                switch op {
                case .gt, .gte: after(instant)
                case .lt, .lte: before(instant)
                case .eq: after(instant); before(instant)
                case .ne: break
                }
            case .among(let values, true):
                let instants = values.compactMap { Self.instant(field: condition.field, $0) }
                if let first = instants.min(), let last = instants.max() { after(first); before(last) }
            case .among, .exists, .pattern, .not:
                break
            }
        }
        return (from, to)
    }

    /// Every condition holds for `document`, and one alternative of each `$or`.
    public func matches(_ document: NightscoutDocument) -> Bool {
        Clause(conditions: conditions, alternatives: alternatives).holds(for: document)
    }

    static func isInstantField(_ field: String) -> Bool {
        millisecondFields.contains(field) || isoFields.contains(field)
    }

    static func instant(field: String, _ value: String) -> Date? {
        if millisecondFields.contains(field) || Double(value) != nil && !value.contains("-") {
            return Double(value).flatMap(NightscoutTime.supportedDate(milliseconds:))
        }
        // Some clients do not escape an offset's plus, which then arrives as a space (query.js mends it too).
        return NightscoutTime.parse(value) ?? NightscoutTime.parse(value.replacingOccurrences(of: " ", with: "+"))
    }

    static func instant(of value: NightscoutJSON) -> Date? {
        switch value {
        case .integer, .number: value.numberValue.map { NightscoutTime.date(milliseconds: $0) }
        case .string(let text): Double(text).map { NightscoutTime.date(milliseconds: $0) } ?? NightscoutTime.parse(text)
        default: nil
        }
    }
}
