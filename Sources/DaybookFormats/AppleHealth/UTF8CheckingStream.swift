import Foundation

/// Passes a stream through while checking it is UTF-8 (Unicode 15, table 3-7: no overlong forms,
/// no surrogates, nothing past U+10FFFF), and ends it at the first byte that is not.
/// Why: swift-corelibs-foundation's `XMLParser` traps (a failed String conversion in its
/// start-element callback) on a name holding invalid UTF-8, e.g. `<a\u{FE}/>`; found by fuzzing with
/// Swift 6.3.1 on Linux. Apple Health writes UTF-8, so such a file is damaged and is refused by line.
/// A NUL byte is refused too: UTF-16 or UTF-32 text without a byte-order mark has every byte below
/// 0x80, and libxml2 would read it in that encoding, past the UTF-8 DOCTYPE blanking, into the same crash.
final class UTF8CheckingStream: PassThroughStream {
    /// Continuation bytes still expected, and the allowed range of the next one (narrower after E0, ED, F0, F4).
    private var pending = 0
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF
    private var line = 1
    /// The first invalid byte, as the error the importer throws.
    private(set) var failure: ImportError?

    override var hasBytesAvailable: Bool { failure == nil && source.hasBytesAvailable }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard failure == nil else { return 0 }
        let count = source.read(buffer, maxLength: len)
        guard count > 0 else {
            if count == 0 {
                if pending > 0 { failure = ImportError(line: line, field: nil, .importEndsInsideUTF8) }
                status = .atEnd
            }
            return count
        }
        for index in 0..<count {
            let byte = buffer[index]
            if pending == 0, byte < 0x80, byte != 0 {
                if byte == UInt8(ascii: "\n") { line += 1 }
                continue
            }
            if byte == 0 {
                failure = ImportError.nulByte(line: line)
                return index
            }
            if !accept(byte) {
                failure = ImportError(line: line, field: nil,
                                      .importNotUTF8, ["byte": String(byte, radix: 16, uppercase: true)])
                // What came before the bad byte is handed on; the parse then ends and the importer throws `failure`.
                return index
            }
        }
        return count
    }

    private func accept(_ byte: UInt8) -> Bool {
        if pending > 0 {
            guard nextRange.contains(byte) else { return false }
            pending -= 1
            nextRange = 0x80...0xBF
            return true
        }
        switch byte {
        case 0xC2...0xDF: pending = 1
        case 0xE0: pending = 2; nextRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: pending = 2
        case 0xED: pending = 2; nextRange = 0x80...0x9F
        case 0xF0: pending = 3; nextRange = 0x90...0xBF
        case 0xF1...0xF3: pending = 3
        case 0xF4: pending = 3; nextRange = 0x80...0x8F
        default: return false
        }
        return true
    }
}
