import DaybookCore
import Foundation

extension NightscoutQuery {
    /// Mongo's comparison operators, as Nightscout passes them through.
    public enum Operator: String, Sendable {
        case eq = "$eq", ne = "$ne", gt = "$gt", gte = "$gte", lt = "$lt", lte = "$lte"
    }

    /// What a condition asks of its field.
    public enum Test: Sendable, Equatable {
        case compare(Operator, String)
        /// `$exists`: the field is there (Mongo counts a stored null as there).
        case exists(Bool)
        /// `$in` (`true`) or `$nin` (`false`): the value is one of these, or none of them.
        case among([String], Bool)
        case pattern(NightscoutPattern)
        /// `$not`: the inner test fails, a missing field too (urchin-cgm asks `[$not][$exists]=true`).
        indirect case not(Test)
    }

    /// One field's test. `field` may be a dotted path into nested objects (`pump.battery.percent`).
    public struct Condition: Sendable, Equatable {
        public var field: String
        public var test: Test

        public init(field: String, test: Test) {
            self.field = field
            self.test = test
        }

        public init(field: String, op: Operator, value: String) {
            self.init(field: field, test: .compare(op, value))
        }

        var isOnInstant: Bool { NightscoutQuery.isInstantField(field) }

        /// As Mongo decides it: on an array, a positive test holds when it holds for some element,
        /// and `$ne`/`$nin` when no element is equal or listed.
        public func holds(for document: NightscoutDocument) -> Bool {
            let stored = NightscoutQuery.value(at: field, in: document)
            switch test {
            case .not(let inner):
                return !Condition(field: field, test: inner).holds(for: document)
            case .exists(let wanted):
                return (stored != nil) == wanted
            case .compare(.ne, let value):
                return !candidates(stored).contains { compare($0, value) == .orderedSame }
            case .compare(let op, let value):
                return candidates(stored).contains { element in
                    guard let order = compare(element, value) else { return false }
                    switch op {
                    case .eq: return order == .orderedSame
                    case .ne: return order != .orderedSame
                    case .gt: return order == .orderedDescending
                    case .gte: return order != .orderedAscending
                    case .lt: return order == .orderedAscending
                    case .lte: return order != .orderedDescending
                    }
                }
            case .among(let values, let wanted):
                let listed = candidates(stored).contains { element in values.contains { compare(element, $0) == .orderedSame } }
                return listed == wanted
            case .pattern(let pattern):
                return candidates(stored).contains { element in element.stringValue.map(pattern.matches) ?? false }
            }
        }

        private func candidates(_ stored: NightscoutJSON?) -> [NightscoutJSON] {
            switch stored {
            case nil: []
            case .array(let items)?: items
            case let value?: [value]
            }
        }

        /// Instants compare as instants, numbers as numbers, the rest as text; nil when they cannot be compared.
        private func compare(_ stored: NightscoutJSON, _ wanted: String) -> ComparisonResult? {
            if isOnInstant {
                guard let want = NightscoutQuery.instant(field: field, wanted), let have = NightscoutQuery.instant(of: stored) else { return nil }
                return Self.order(have, want)
            }
            if let have = stored.numberValue, let want = Double(wanted) { return Self.order(have, want) }
            switch stored {
            case .string(let text): return Self.order(text, wanted)
            case .bool(let value): return Self.order(String(value), wanted)
            default: return nil
            }
        }

        private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
            a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        }
    }

    /// A field's value; a dotted path reads into nested objects when no field has the dotted name itself.
    static func value(at field: String, in document: NightscoutDocument) -> NightscoutJSON? {
        if let value = document[field] { return value }
        guard field.contains(".") else { return nil }
        var current: NightscoutJSON? = .object(document)
        for key in field.split(separator: ".", omittingEmptySubsequences: false) {
            current = current?.objectValue?[String(key)]
        }
        return current
    }
}
