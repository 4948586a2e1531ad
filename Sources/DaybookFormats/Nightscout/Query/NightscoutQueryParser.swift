import DaybookCore
import Foundation

/// Reads `find[…]` parameters as Nightscout's server sees them: Express parses the query string
/// with `qs` (brackets nest objects, `[]` and `[0]` make arrays, a repeated name makes an array, at
/// most 5 levels deep) and query.js hands the object to Mongo. Supported, as clients send them:
/// `find[f]=v`, `find[f][$eq|$ne|$gt|$gte|$lt|$lte]=v`, `find[f][$exists]=true|false|1|0`,
/// `find[f][$in][]=a&find[f][$in][]=b` (or `[$in][0]`, `[$in][1]`; `$nin` alike),
/// `find[f][$regex]=^text` (see `NightscoutPattern`; `[$options]=i`), `find[f][$not][$exists]=true`
/// (any of these under `$not`), `find[$and][0][f]…` and
/// `find[$or][0][f]…`. Anything else is refused, naming the parameter; the work is bounded.
enum NightscoutQueryParser {
    static let maximumParameters = 100
    static let maximumDepth = 5
    static let maximumAlternatives = 21

    static func parse(_ items: [(name: String, value: String)]) throws(ValidationError) -> NightscoutQuery.Clause {
        guard items.count <= maximumParameters else {
            throw ValidationError(field: "find", .atMostConditions, ["maximum": "\(maximumParameters)"])
        }
        let root = Node(parameter: "find")
        for (name, value) in items {
            guard let path = segments(of: name) else {
                throw ValidationError(field: name, .findShape)
            }
            guard path.count <= maximumDepth else {
                throw ValidationError(field: name, .nestsTooDeep, ["maximum": "\(maximumDepth)"])
            }
            root.insert(path[...], value, from: name)
        }
        return try clause(root, at: [])
    }

    /// `find[a][b][]` → ["a", "b", ""]; nil when the name is not brackets after `find`.
    static func segments(of name: String) -> [String]? {
        guard name.hasPrefix("find[") else { return nil }
        var rest = name.dropFirst(4)
        var path: [String] = []
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let segment = rest[rest.index(after: rest.startIndex)..<close]
            guard !segment.contains("[") else { return nil }
            path.append(String(segment))
            rest = rest[rest.index(after: close)...]
        }
        return path
    }

    /// The parameter name a path came from, for errors.
    static func name(_ path: [String]) -> String {
        "find" + path.map { "[\($0)]" }.joined()
    }

    // MARK: From the object to conditions

    private static func clause(_ node: Node, at path: [String]) throws(ValidationError) -> NightscoutQuery.Clause {
        if !node.values.isEmpty {
            throw ValidationError(field: node.parameter, .nameAFieldLike, ["example": name(path + ["field"])])
        }
        var result = NightscoutQuery.Clause()
        for (key, child) in node.children {
            let here = path + [key]
            switch key {
            case "$and":
                for member in try members(child, at: here) {
                    let inner = try clause(member.node, at: here + [member.key])
                    result.conditions += inner.conditions
                    result.alternatives += inner.alternatives
                }
            case "$or":
                let alternatives = try members(child, at: here).map { member throws(ValidationError) in
                    try clause(member.node, at: here + [member.key])
                }
                result.alternatives.append(alternatives)
            case "":
                throw ValidationError(field: child.parameter, .nameAField)
            default:
                guard !key.hasPrefix("$") else { throw ValidationError(field: child.parameter, .findOperatorUnsupported) }
                result.conditions += try conditions(on: key, child, at: here)
            }
        }
        return result
    }

    /// `$and`/`$or`'s members: `[0]`, `[1]`, … (qs makes an array of up to 21).
    private static func members(_ node: Node, at path: [String]) throws(ValidationError) -> [(key: String, node: Node)] {
        let message = "must list its members by number from 0 to \(maximumAlternatives - 1): \(name(path + ["0", "field"]))=value"
        guard node.values.isEmpty, !node.children.isEmpty else { throw ValidationError(field: node.parameter, untranslated: message) }
        if let stray = node.children.first(where: { Int($0.key).map { !(0..<maximumAlternatives).contains($0) } ?? true }) {
            throw ValidationError(field: stray.node.parameter, untranslated: message)
        }
        return node.children
    }

    private static func conditions(on field: String, _ node: Node, at path: [String]) throws(ValidationError) -> [NightscoutQuery.Condition] {
        if node.children.isEmpty {
            return try node.values.map { value throws(ValidationError) in
                try checked(NightscoutQuery.Condition(field: field, op: .eq, value: value), node.parameter)
            }
        }
        guard node.values.isEmpty else {
            throw ValidationError(field: node.parameter, .valueOrOperators)
        }
        var result: [NightscoutQuery.Condition] = []
        let options = node.children.first { $0.key == "$options" }
        for (key, child) in node.children {
            let here = path + [key]
            if key == "$options" {
                guard node.children.contains(where: { $0.key == "$regex" }) else { throw ValidationError(field: child.parameter, .goesWithRegex) }
                continue
            }
            if key == "$not" {
                guard !child.children.isEmpty else { throw ValidationError(field: child.parameter, .queryOperatorUnsupported) }
                result += try conditions(on: field, child, at: here).map { condition throws(ValidationError) in
                    try checked(.init(field: field, test: .not(condition.test)), child.parameter)
                }
                continue
            }
            if key == "$in" || key == "$nin" {
                result.append(try checked(.init(field: field, test: .among(try listed(child, at: here), key == "$in")), child.parameter))
                continue
            }
            guard child.children.isEmpty, let value = child.values.first else {
                throw ValidationError(field: child.parameter, .oneValue)
            }
            switch key {
            case "$exists":
                guard let wanted = ["true": true, "1": true, "false": false, "0": false][value], child.values.count == 1 else {
                    throw ValidationError(field: child.parameter, .trueOrFalse)
                }
                result.append(try checked(.init(field: field, test: .exists(wanted)), child.parameter))
            case "$regex":
                let flags = options.flatMap { $0.node.values.first } ?? ""
                let pattern: NightscoutPattern
                do throws(NightscoutPattern.PatternError) {
                    pattern = try NightscoutPattern(value, options: flags)
                } catch {
                    throw ValidationError(field: error == .unsupportedOptions ? options?.node.parameter ?? child.parameter : child.parameter, untranslated: error.message)
                }
                result.append(try checked(.init(field: field, test: .pattern(pattern)), child.parameter))
            default:
                guard let op = NightscoutQuery.Operator(rawValue: key) else {
                    throw ValidationError(field: child.parameter, .queryOperatorUnsupported)
                }
                for value in child.values {
                    result.append(try checked(.init(field: field, op: op, value: value), child.parameter))
                }
            }
        }
        return result
    }

    /// `$in`'s values: repeated `[$in]=a`, `[$in][]=a` or `[$in][0]=a`.
    private static func listed(_ node: Node, at path: [String]) throws(ValidationError) -> [String] {
        var values = node.values
        for (key, child) in node.children {
            guard key.isEmpty || Int(key).map({ $0 >= 0 }) == true, child.children.isEmpty else {
                throw ValidationError(field: child.parameter, .listValues, ["example": name(path + [""])])
            }
            values += child.values
        }
        return values
    }

    /// Refuses what cannot be asked of an instant field: a value that is no date, or a test that is no comparison.
    private static func checked(_ condition: NightscoutQuery.Condition, _ parameter: String) throws(ValidationError) -> NightscoutQuery.Condition {
        guard condition.isOnInstant else { return condition }
        let values: [String]
        switch condition.test {
        case .compare(_, let value): values = [value]
        case .among(let listed, _): values = listed
        case .exists, .pattern, .not: throw ValidationError(field: parameter, .dateNeedsComparison)
        }
        guard values.allSatisfy({ NightscoutQuery.instant(field: condition.field, $0) != nil }) else {
            throw ValidationError(field: parameter, .dateMillisecondsOrISO)
        }
        return condition
    }

    /// The query string as `qs` nests it: values at the leaves, children in order of first mention,
    /// each knowing the first parameter that reached it (errors name what the client sent).
    private final class Node {
        let parameter: String
        var values: [String] = []
        var children: [(key: String, node: Node)] = []

        init(parameter: String) { self.parameter = parameter }

        func insert(_ path: ArraySlice<String>, _ value: String, from name: String) {
            guard let key = path.first else { values.append(value); return }
            // `[]` always starts a new element, as qs does, unless it is the last segment.
            if !(key.isEmpty && path.count > 1), let existing = children.first(where: { $0.key == key }) {
                existing.node.insert(path.dropFirst(), value, from: name)
                return
            }
            let fresh = Node(parameter: name)
            children.append((key, fresh))
            fresh.insert(path.dropFirst(), value, from: name)
        }
    }
}
