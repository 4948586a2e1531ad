import DaybookCore
import Foundation

/// A streaming CSV reader (RFC 4180: comma separated, fields in double quotes may hold commas,
/// newlines and doubled quotes). Yields one row at a time with the line it starts on.
/// Written here rather than taken from a package so rows carry their line numbers for error reports.
struct CSVReader {
    private var bytes: ByteReader
    private var line = 1
    private var startedWithBOM = false

    init(_ input: InputStream) {
        bytes = ByteReader(input)
    }

    /// The next row and the line it starts on; nil at the end. Blank lines are skipped.
    mutating func nextRow() throws -> (line: Int, fields: [String])? {
        while true {
            guard try bytes.peek() != nil else { return nil }
            let startLine = line
            let fields = try readRow(startLine: startLine)
            if fields.count == 1, fields[0].isEmpty { continue }
            return (startLine, fields)
        }
    }

    private mutating func readRow(startLine: Int) throws -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var fieldStarted = false
        var rowBytes = 0
        while let byte = try bytes.next() {
            rowBytes += 1
            guard field.count < ImportLimits.largestField, rowBytes <= ImportLimits.largestRow else {
                throw ImportError(line: startLine, field: nil, field.count >= ImportLimits.largestField
                    ? Problem(.importFieldTooLong, ["size": "\(ImportLimits.largestField >> 20)"])
                    : Problem(.importRowTooLong, ["size": "\(ImportLimits.largestRow >> 20)"]))
            }
            if line == 1, fields.isEmpty, field.isEmpty, !startedWithBOM, byte == 0xEF {
                // A UTF-8 byte order mark (spreadsheet exports write one) is not part of the first header.
                if try bytes.peek() == 0xBB { _ = try bytes.next(); if try bytes.peek() == 0xBF { _ = try bytes.next() } }
                startedWithBOM = true
                continue
            }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if try bytes.peek() == UInt8(ascii: "\"") {
                        _ = try bytes.next()
                        field.append(byte)
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where !fieldStarted:
                quoted = true
                fieldStarted = true
            case UInt8(ascii: ","):
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                fieldStarted = false
            case UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                line += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return fields
            default:
                field.append(byte)
                fieldStarted = true
            }
        }
        if quoted {
            throw ImportError(line: startLine, field: nil, .importQuoteNotClosed)
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
