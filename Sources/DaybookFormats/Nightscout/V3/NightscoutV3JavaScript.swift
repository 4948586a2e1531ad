import Foundation

/// How Nightscout's JavaScript reads a value, where API v3's answers depend on it: query strings
/// through `Number`, `parseFloat` and `parseInt`, `===` between a sent and a stored field, truthiness,
/// and a value written into a string (the identifier's key).
enum NightscoutV3JavaScript {
    /// `Number(text)`: the whole text, trimmed, is a number; an empty text is 0. Nil where JavaScript gives NaN.
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        let lower = trimmed.lowercased()
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lower.hasPrefix(prefix) {
            return UInt64(lower.dropFirst(2), radix: radix).map { Double($0) }
        }
        guard trimmed.wholeMatch(of: decimalLiteral) != nil else { return nil }
        return Double(trimmed)
    }

    /// `parseFloat(text)`: the longest number at the start of the text, after leading spaces.
    static func parseFloat(_ text: String) -> Double? {
        let trimmed = text.drop(while: { $0.isWhitespace })
        if trimmed.hasPrefix("Infinity") || trimmed.hasPrefix("+Infinity") { return .infinity }
        if trimmed.hasPrefix("-Infinity") { return -.infinity }
        guard let match = trimmed.prefixMatch(of: decimalLiteral) else { return nil }
        return Double(match.output)
    }

    /// `parseInt(text)`: the whole number at the start of the text (hexadecimal after `0x`).
    static func parseInt(_ text: String) -> Double? {
        var rest = Substring(text.drop(while: { $0.isWhitespace }))
        var sign = 1.0
        if let first = rest.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        var radix = 10
        if rest.lowercased().hasPrefix("0x") {
            radix = 16
            rest = rest.dropFirst(2)
        }
        let digits = rest.prefix(while: { $0.isHexDigit && Int(String($0), radix: radix) != nil })
        guard !digits.isEmpty else { return nil }
        return digits.reduce(0.0) { $0 * Double(radix) + Double(Int(String($1), radix: radix) ?? 0) } * sign
    }

    /// Nightscout's `isNumberInString`: `parseFloat` reads a number and the whole text is a finite one.
    static func isNumber(_ text: String) -> Bool {
        guard parseFloat(text) != nil, let whole = number(text) else { return false }
        return whole.isFinite
    }

    /// Nightscout's `isNullOrWhitespace`.
    static func isNullOrWhitespace(_ text: String?) -> Bool {
        (text ?? "").allSatisfy(\.isWhitespace)
    }

    /// `if (value)`.
    static func isTruthy(_ value: NightscoutJSON?) -> Bool {
        switch value {
        case nil, .null?: false
        case .bool(let flag)?: flag
        case .integer(let number)?: number != 0
        case .number(let number)?: number != 0 && !number.isNaN
        case .string(let text)?: !text.isEmpty
        case .array?, .object?: true
        }
    }

    /// `a === b`: objects and arrays are never equal to a copy of themselves.
    static func strictlyEqual(_ a: NightscoutJSON?, _ b: NightscoutJSON?) -> Bool {
        switch (a, b) {
        case (nil, nil), (.null?, .null?): true
        case (.bool(let x)?, .bool(let y)?): x == y
        case (.string(let x)?, .string(let y)?): x == y
        default:
            if let x = a.flatMap(numeric), let y = b.flatMap(numeric) { x == y } else { false }
        }
    }

    /// `'' + value`, as JavaScript writes a value into a string (a missing value is `undefined`).
    static func string(_ value: NightscoutJSON?) -> String {
        switch value {
        case nil: "undefined"
        case .null?: "null"
        case .bool(let flag)?: flag ? "true" : "false"
        case .integer(let number)?: String(number)
        case .number(let number)?: string(number)
        case .string(let text)?: text
        case .array(let items)?: items.map { item in item == .null ? "" : string(item) }.joined(separator: ",")
        case .object?: "[object Object]"
        }
    }

    /// A number as JavaScript prints it: whole numbers without a fraction (ms dates always are).
    static func string(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "Infinity" : "-Infinity" }
        if number.rounded() == number, abs(number) < 1e21 {
            return abs(number) < 9e18 ? String(Int64(number)) : String(format: "%.0f", number)
        }
        return number.description
    }

    static func numeric(_ value: NightscoutJSON) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .number(let number): number
        default: nil
        }
    }

    private nonisolated(unsafe) static let decimalLiteral = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/
}
