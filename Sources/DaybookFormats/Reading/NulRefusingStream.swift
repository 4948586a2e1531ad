import Foundation

/// Passes an import file through and ends it at the first NUL character: a raw 0 byte, or in JSON the
/// escape `\u0000`. No text Daybook keeps may hold one (PostgreSQL's text cannot), and each importer
/// would otherwise fail its own way: a server error on PostgreSQL, a cut-off value, a field name with
/// a NUL in the summary. The importer then sees the file end; the pipeline throws `failure` instead
/// of whatever the importer made of that end.
final class NulRefusingStream: InputStream {
    private let source: InputStream
    private let refusesEscapes: Bool
    private var line = 1
    /// How far into `\u0000` the bytes read so far are: -1 outside an escape, 0 just after a backslash,
    /// 1–4 after "u" and that many zeros less one.
    private var escape = -1
    private(set) var failure: ImportError?

    private static let escapeBody = Array("u0000".utf8)

    /// `json`: also refuse the escape `\u0000` (in CSV or XML those six characters are just text).
    init(_ source: InputStream, json: Bool) {
        self.source = source
        refusesEscapes = json
        super.init(data: Data())
    }

    override func open() { source.open() }
    override func close() { source.close() }
    override var streamStatus: Stream.Status { failure == nil ? source.streamStatus : .atEnd }
    override var streamError: (any Error)? { source.streamError }
    override var hasBytesAvailable: Bool { failure == nil && source.hasBytesAvailable }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard failure == nil else { return 0 }
        let count = source.read(buffer, maxLength: len)
        guard count > 0 else { return count }
        for index in 0..<count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == 0 {
                failure = ImportError.nulByte(line: line)
                return index
            }
            guard refusesEscapes else { continue }
            if escape < 0 {
                if byte == UInt8(ascii: "\\") { escape = 0 }
            } else if byte == Self.escapeBody[escape] {
                escape += 1
                if escape == Self.escapeBody.count {
                    failure = ImportError(line: line, field: nil,
                                          .importNulEscape)
                    return max(0, index - Self.escapeBody.count)
                }
            } else {
                // After a backslash the next byte is the escaped one, even another backslash; a backslash that cuts
                // a \u escape short starts a new escape.
                escape = escape > 0 && byte == UInt8(ascii: "\\") ? 0 : -1
            }
        }
        return count
    }

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool {
        false
    }
}
