import Foundation

/// Streams the objects of a top-level JSON array (`[{…}, {…}]`, as Nightscout's API returns them)
/// one at a time, each decoded on its own, with the line it starts on.
struct JSONArrayReader {
    private var bytes: ByteReader
    private var line = 1
    private var started = false
    private var finished = false

    init(_ input: InputStream) {
        bytes = ByteReader(input)
    }

    mutating func nextObject() throws -> (line: Int, object: [String: Any])? {
        guard !finished else { return nil }
        if !started {
            guard let first = try skipSpace() else {
                throw ImportError(line: line, field: nil, .importEmptyNotArray)
            }
            guard first == UInt8(ascii: "[") else {
                throw ImportError(line: line, field: nil, .importNotArrayOfObjects)
            }
            started = true
            if try skipSpaceAndPeek() == UInt8(ascii: "]") {
                _ = try bytes.next()
                finished = true
                return nil
            }
        } else {
            switch try skipSpace() {
            case UInt8(ascii: ","): break
            case UInt8(ascii: "]"):
                finished = true
                return nil
            default:
                throw ImportError(line: line, field: nil, .importArrayCommaOrEnd)
            }
        }
        guard try skipSpace() == UInt8(ascii: "{") else {
            throw ImportError(line: line, field: nil, .importElementNotObject)
        }
        let startLine = line
        let text = try readObjectBody()
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text))) as? [String: Any] else {
            throw ImportError(line: startLine, field: nil, .importObjectNotJSON)
        }
        return (startLine, object)
    }

    /// The bytes of an object whose `{` was just read, up to its matching `}`, strings respected.
    private mutating func readObjectBody() throws -> [UInt8] {
        var text: [UInt8] = [UInt8(ascii: "{")]
        var depth = 1
        var inString = false
        var escaped = false
        let startLine = line
        while let byte = try bytes.next() {
            guard text.count < ImportLimits.largestObject else {
                throw ImportError(line: startLine, field: nil,
                                  .importObjectTooLong, ["size": "\(ImportLimits.largestObject >> 20)"])
            }
            text.append(byte)
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return text }
            default: break
            }
        }
        throw ImportError(line: startLine, field: nil, .importEndsInsideObject)
    }

    private mutating func skipSpace() throws -> UInt8? {
        while let byte = try bytes.next() {
            if byte == UInt8(ascii: "\n") { line += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { continue }
            return byte
        }
        return nil
    }

    private mutating func skipSpaceAndPeek() throws -> UInt8? {
        while let byte = try bytes.peek() {
            if byte == UInt8(ascii: "\n") { line += 1 } else if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")) { return byte }
            _ = try bytes.next()
        }
        return nil
    }
}
