import Foundation

/// One condition of a v3 search, from a query parameter `field$op=value` (`field=value` is `$eq`),
/// with the value typed as lib/api3/generic/search/input.js types it.
public struct NightscoutV3Filter: Sendable, Equatable {
    public enum Operator: String, CaseIterable, Sendable {
        case eq, ne, gt, gte, lt, lte, `in`, nin, re
    }

    public let field: String
    public let op: Operator
    public let value: NightscoutJSON

    public init(field: String, op: Operator, value: NightscoutJSON) {
        self.field = field
        self.op = op
        self.value = value
    }

    /// The name is split at its last `$` followed by letters: `date$gte`, `device$re`.
    public init(parameter name: String, value text: String) throws(NightscoutV3Error) {
        var field = name, op = Operator.eq
        if let match = name.firstMatch(of: Self.operatorSuffix) {
            guard let parsed = Operator(rawValue: String(match.output.2)) else {
                throw .unsupportedOperator(String(match.output.2))
            }
            field = String(match.output.1)
            op = parsed
        }
        self.init(field: field, op: op, value: Self.typedValue(field: field, text))
        if op == .re {
            do throws(PatternRefusal) {
                _ = try BoundedPattern(patternText)
            } catch {
                throw .refusedRegularExpression(field, error)
            }
        }
    }

    /// Numbers and `true`/`false` become numbers and booleans; `'quoted'` text stays text without its
    /// quotes; `date`, `srvModified` and `srvCreated` become ms and `created_at` an ISO string when they
    /// read as dates, so they compare with the stored values.
    public static func typedValue(field: String, _ text: String) -> NightscoutJSON {
        var value: NightscoutJSON = .string(text)
        if NightscoutV3JavaScript.isNumber(text), let number = NightscoutV3JavaScript.parseFloat(text) {
            value = .numeric(number)
        }
        if text == "true" { value = .bool(true) }
        if text == "false" { value = .bool(false) }
        if case .string(let quoted) = value, quoted.hasPrefix("'"), quoted.hasSuffix("'") {
            value = .string(quoted.count < 2 ? "" : String(quoted.dropFirst().dropLast()))
        }
        if ["date", "srvModified", "srvCreated"].contains(field), let instant = NightscoutV3Date.parse(value) {
            value = .integer(instant.milliseconds)
        }
        if field == "created_at", let instant = NightscoutV3Date.parse(value) {
            value = .string(NightscoutV3Date.isoString(milliseconds: instant.milliseconds))
        }
        return value
    }

    /// The test for one document; a pattern is compiled once for all of them and spends `budget`.
    func matcher(budget: PatternBudget) -> (NightscoutDocument) throws(NightscoutV3Error) -> Bool {
        let field = field, value = value
        switch op {
        case .eq: return { NightscoutV3Comparison.fieldEquals($0, field, value) }
        case .ne: return { !NightscoutV3Comparison.fieldEquals($0, field, value) }
        case .gt: return compared { $0 == .orderedDescending }
        case .gte: return compared { $0 != .orderedAscending }
        case .lt: return compared { $0 == .orderedAscending }
        case .lte: return compared { $0 != .orderedDescending }
        case .in, .nin:
            // Nightscout splits the text at `|` and compares texts: `type$in=sgv|mbg`.
            let choices = patternText.components(separatedBy: "|").map(NightscoutJSON.string)
            let wanted = op == .in
            return { document in choices.contains { NightscoutV3Comparison.fieldEquals(document, field, $0) } == wanted }
        case .re:
            guard let pattern = try? BoundedPattern(patternText) else { return { _ in false } }
            return { document throws(NightscoutV3Error) in
                for candidate in NightscoutV3Comparison.values(at: field, in: document) {
                    guard case .string(let text) = candidate else { continue }
                    do throws(PatternRefusal) {
                        if try pattern.matches(text, budget: budget) { return true }
                    } catch {
                        throw .refusedRegularExpression(field, error)
                    }
                }
                return false
            }
        }
    }

    public func matches(_ document: NightscoutDocument, budget: PatternBudget = PatternBudget()) throws(NightscoutV3Error) -> Bool {
        try matcher(budget: budget)(document)
    }

    private func compared(_ accepts: @escaping (ComparisonResult) -> Bool) -> (NightscoutDocument) throws(NightscoutV3Error) -> Bool {
        let field = field, value = value
        return { document in
            NightscoutV3Comparison.values(at: field, in: document).contains { stored in
                NightscoutV3Comparison.compareSameKind(stored, value).map(accepts) ?? false
            }
        }
    }

    /// The value as text, as `$in`, `$nin` and `$re` read it.
    private var patternText: String { NightscoutV3JavaScript.string(value) }

    private nonisolated(unsafe) static let operatorSuffix = /(.*)\$([a-zA-Z]+)/
}
