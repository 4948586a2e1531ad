import DaybookCore
import Foundation

/// Walks one JSON document from a stream without holding it: objects are entered key by key, arrays
/// element by element, and the values a caller wants are read on their own, each bounded in size.
/// Everything else is skipped byte by byte. Nesting is counted, not recursed, so depth costs nothing.
struct JSONStreamReader {
    private var bytes: ByteReader
    /// 1-based line of the next unread byte.
    private(set) var line = 1
    /// Per open object or array: whether its first key or element is still to come.
    private var firstPending: [Bool] = []

    init(_ input: InputStream) {
        bytes = ByteReader(input)
    }

    func error(_ kind: ProblemKind, _ values: [String: String] = [:], parts: [String: Problem] = [:]) -> ImportError {
        ImportError(line: line, field: nil, Problem(kind, values, parts: parts))
    }

    // MARK: Containers

    /// Enters the object that must come next.
    mutating func beginObject(_ what: Problem) throws {
        guard try nextToken() == UInt8(ascii: "{") else { throw error(.importExpectedObject, parts: ["what": what]) }
        firstPending.append(true)
    }

    /// The next key of the innermost object, positioned before its value; nil when the object closes.
    mutating func nextKey() throws -> String? {
        guard let first = firstPending.popLast() else { throw error(.importNoOpenObject) }
        var byte = try nextToken()
        if byte == UInt8(ascii: "}") { return nil }
        if !first {
            guard byte == UInt8(ascii: ",") else { throw error(.importObjectCommaOrEnd) }
            byte = try nextToken()
        }
        guard byte == UInt8(ascii: "\"") else { throw error(.importKeyInQuotes) }
        let key = try stringBody()
        guard try nextToken() == UInt8(ascii: ":") else { throw error(.importColonAfterKey, ["key": ImportError.quoting(key)]) }
        firstPending.append(false)
        return key
    }

    /// Enters the array that must come next; false (and nothing entered) when the value is something else.
    mutating func beginArray() throws -> Bool {
        guard try peekToken() == UInt8(ascii: "[") else { return false }
        _ = try bytes.next()
        firstPending.append(true)
        return true
    }

    /// Whether another element of the innermost array follows, positioned before it; false when it closes.
    mutating func nextElement() throws -> Bool {
        guard let first = firstPending.popLast() else { throw error(.importNoOpenArray) }
        if first {
            if try peekToken() == UInt8(ascii: "]") {
                _ = try bytes.next()
                return false
            }
        } else {
            switch try nextToken() {
            case UInt8(ascii: "]"): return false
            case UInt8(ascii: ","): break
            default: throw error(.importElementsCommaOrEnd)
            }
        }
        firstPending.append(false)
        return true
    }

    /// Only white space may follow the document.
    mutating func finish() throws {
        if try peekToken() != nil { throw error(.importMoreAfterEnd) }
    }

    // MARK: Values

    /// A string value; anything else is refused with the caller's `what` in the message.
    mutating func string(_ what: Problem) throws -> String {
        guard try nextToken() == UInt8(ascii: "\"") else { throw error(.importExpectedString, parts: ["what": what]) }
        return try stringBody()
    }

    /// The bytes of the next value (object, array, string, number or literal) and the line it starts on.
    mutating func rawValue(limit: Int, what: Problem) throws -> (line: Int, bytes: [UInt8]) {
        var kept: [UInt8]? = []
        let start = try scan(keeping: &kept, limit: limit, what: what)
        return (start, kept ?? [])
    }

    /// The next value decoded on its own (numbers, strings, literals, and small objects or arrays).
    mutating func value(limit: Int, what: Problem) throws -> (line: Int, value: Any) {
        let (start, raw) = try rawValue(limit: limit, what: what)
        guard let value = try? JSONSerialization.jsonObject(with: Data(raw), options: [.fragmentsAllowed]) else {
            throw ImportError(line: start, field: nil, Problem(.importNotValidJSON, parts: ["what": what]))
        }
        return (start, value)
    }

    /// Takes the next value when it is `null`; false (and nothing taken) when it is something else.
    mutating func takeNull() throws -> Bool {
        guard try peekToken() == UInt8(ascii: "n") else { return false }
        let (start, literal) = try rawValue(limit: 4, what: Problem(.importSubjectValue))
        guard literal == Array("null".utf8) else { throw ImportError(line: start, field: nil, .importExpectedNull) }
        return true
    }

    /// Passes over the next value, however long, keeping nothing.
    mutating func skipValue() throws {
        var nothing: [UInt8]?
        _ = try scan(keeping: &nothing, limit: .max, what: Problem(.importSubjectValue))
    }

    // MARK: Scanning

    /// Reads one value, its bytes appended to `kept` unless it is nil; returns the line it starts on.
    private mutating func scan(keeping kept: inout [UInt8]?, limit: Int, what: Problem) throws -> Int {
        guard let first = try peekToken() else { throw error(.importEndsBeforeValue) }
        let start = line
        var depth = 0
        var inString = false
        var escaped = false
        var count = 0
        while let byte = try bytes.peek() {
            if depth == 0, !inString, count > 0, first != UInt8(ascii: "\""), Self.endsScalar(byte) { return start }
            _ = try bytes.next()
            count += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            if kept != nil {
                guard count <= limit else {
                    throw ImportError(line: start, field: nil, Problem(.importValueTooLong, ["size": Self.describe(limit)], parts: ["what": what]))
                }
                kept?.append(byte)
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return start }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                guard depth >= 0 else { throw ImportError(line: line, field: nil, .importUnexpected, ["character": String(Character(UnicodeScalar(byte)))]) }
                if depth == 0 { return start }
            default: break
            }
        }
        if depth == 0, !inString, count > 0, first != UInt8(ascii: "\"") { return start }
        throw ImportError(line: start, field: nil, Problem(.importEndsInside, parts: ["what": what]))
    }

    /// Where a number or literal ends.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
    }

    /// The rest of a string whose opening quote was just read, decoded.
    private mutating func stringBody() throws -> String {
        let start = line
        var raw: [UInt8] = [UInt8(ascii: "\"")]
        var escaped = false
        var hasEscape = false
        while let byte = try bytes.next() {
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard raw.count <= ImportLimits.largestField else {
                throw ImportError(line: start, field: nil, .importStringTooLong, ["size": Self.describe(ImportLimits.largestField)])
            }
            raw.append(byte)
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                hasEscape = true
            } else if byte == UInt8(ascii: "\"") {
                if !hasEscape, let plain = String(validating: raw.dropFirst().dropLast(), as: UTF8.self) { return plain }
                guard let text = (try? JSONSerialization.jsonObject(with: Data(raw), options: [.fragmentsAllowed])) as? String else {
                    throw ImportError(line: start, field: nil, .importBadString)
                }
                return text
            }
        }
        throw ImportError(line: start, field: nil, .importEndsInsideString)
    }

    // MARK: White space

    private mutating func nextToken() throws -> UInt8? {
        guard let byte = try peekToken() else { return nil }
        _ = try bytes.next()
        return byte
    }

    private mutating func peekToken() throws -> UInt8? {
        while let byte = try bytes.peek() {
            guard Self.isSpace(byte) else { return byte }
            if byte == UInt8(ascii: "\n") { line += 1 }
            _ = try bytes.next()
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func describe(_ size: Int) -> String {
        size >= 1 << 20 ? "\(size >> 20) MB" : "\(size >> 10) KB"
    }
}
