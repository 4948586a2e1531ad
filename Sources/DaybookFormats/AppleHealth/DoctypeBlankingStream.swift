import Foundation

/// Passes an XML stream through with its `<!DOCTYPE … [ … ]>` replaced by its own newlines.
/// Why: swift-corelibs-foundation's `XMLParser` crashes (a null `strlen` in its attribute callback)
/// on the `<!ATTLIST>` declarations that head every Apple Health export.xml; seen with Swift 6.3.1 on Linux.
/// Keeping the newlines keeps the parser's line numbers those of the file.
final class DoctypeBlankingStream: PassThroughStream {
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var headDone = false
    /// A prolog too long to check; the stream then ends and the importer throws this.
    private(set) var failure: ImportError?
    /// The DOCTYPE must end within this many bytes; Apple's is about 10 KB.
    static let headLimit = 1 << 20


    override var hasBytesAvailable: Bool {
        // XMLParser reads while this is true: after a failure it must turn false, or the parse never ends.
        failure == nil && (pendingOffset < pending.count || !headDone || source.hasBytesAvailable)
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        if !headDone {
            headDone = true
            readHead()
        }
        if failure != nil {
            status = .atEnd
            return 0
        }
        if pendingOffset < pending.count {
            let count = min(len, pending.count - pendingOffset)
            pending.withUnsafeBufferPointer { from in
                if let base = from.baseAddress { buffer.update(from: base + pendingOffset, count: count) }
            }
            pendingOffset += count
            if pendingOffset == pending.count {
                pending = []
                pendingOffset = 0
            }
            return count
        }
        let count = source.read(buffer, maxLength: len)
        if count == 0 { status = .atEnd }
        return count
    }

    /// Reads the prolog (XML declaration, comments, processing instructions, DOCTYPE) up to the root
    /// element and blanks every DOCTYPE in it: any DTD libxml2 sees can reach the crashing callback.
    /// A prolog that does not end within `headLimit` is refused, as it could hide a DOCTYPE past it.
    private func readHead() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var atEnd = false
        // Where the walk goes on: what lies before it is scanned (and blanked) already, so a header of
        // thousands of DOCTYPEs costs one pass, not one pass per DOCTYPE.
        var scanned = 0
        while true {
            switch Self.scanProlog(pending, from: scanned, complete: atEnd) {
            case .rootAt:
                if let encoding = Self.foreignEncoding(pending) {
                    failure = ImportError(line: 1, field: nil,
                                          .importForeignEncoding, ["encoding": String(encoding.prefix(24))])
                    return
                }
                blankKeywords()
                return
            case .doctype(let range):
                blank(range)
                scanned = range.upperBound
                continue
            case .needMore(let resume):
                scanned = resume
                guard !atEnd, pending.count < Self.headLimit else {
                    if !atEnd { failure = ImportError(line: 1, field: nil, .importHeaderTooLong) }
                    return
                }
                let count = chunk.withUnsafeMutableBufferPointer { source.read($0.baseAddress!, maxLength: $0.count) }
                if count > 0 { pending.append(contentsOf: chunk[0..<count]) } else { atEnd = true }
            }
        }
    }

    /// The encoding an XML declaration names when it is not UTF-8 (or ASCII, a subset of it).
    /// libxml2 switches to a declared encoding (UTF-7, UTF-16, EBCDIC…) in which `<!DOCTYPE` is spelled
    /// in other bytes than this scan looks for; the bytes were checked as UTF-8, so any other is refused.
    /// A declaration that names an encoding this cannot read counts as foreign.
    static func foreignEncoding(_ bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard bytes[index...].starts(with: Array("<?xml".utf8)) else { return nil }
        // libxml2 ends a damaged declaration at its first `>`, so that bounds the search.
        let end = find([UInt8(ascii: ">")], in: bytes, from: index) ?? bytes.count
        let declaration = String(decoding: bytes[index..<end], as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[name.upperBound...].drop(while: \.isWhitespace)
        guard rest.first == "=" else { return String(rest.prefix(24)) }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(rest.prefix(24)) }
        let value = rest.dropFirst().prefix { $0 != quote }
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) ? nil : String(value)
    }

    /// libxml2 recovers from a damaged prolog its own way (a broken `<?xml …>` ends at the next `>`), so
    /// it can meet a DOCTYPE the scan saw inside a PI or comment: every `<!DOCTYPE` read is blanked too.
    private func blankKeywords() {
        let keyword = Array("<!DOCTYPE".utf8)
        var from = 0
        while let index = Self.find(keyword, in: pending, from: from) {
            blank(index..<index + keyword.count)
            from = index + keyword.count
        }
    }

    private func blank(_ range: Range<Int>) {
        for index in range where pending[index] != UInt8(ascii: "\n") { pending[index] = UInt8(ascii: " ") }
    }

    enum PrologStep: Equatable {
        /// The root element (or text libxml2 will refuse) starts here: nothing more to blank.
        case rootAt(Int)
        /// An unblanked DOCTYPE declaration, whole.
        case doctype(Range<Int>)
        /// The prolog goes on past the bytes read so far; the walk goes on from the item at this index.
        case needMore(resumeAt: Int)
    }

    /// Walks the prolog, `XMLDecl? Misc* (doctypedecl Misc*)?` (XML 1.0 §2.8), over what is read so far,
    /// from `start` (0, or where an earlier walk over the same bytes stopped). Blanked DOCTYPEs are spaces
    /// by then and are skipped like any whitespace.
    static func scanProlog(_ bytes: [UInt8], from start: Int = 0, complete: Bool) -> PrologStep {
        var index = start
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            let rest = bytes[index...]
            if rest.isEmpty { return complete ? .rootAt(index) : .needMore(resumeAt: index) }
            let markers: [(open: String, close: String)] = [("<?", "?>"), ("<!--", "-->")]
            if let marker = markers.first(where: { rest.starts(with: Array($0.open.utf8)) }) {
                guard let close = find(Array(marker.close.utf8), in: bytes, from: index + marker.open.utf8.count) else {
                    return complete ? .rootAt(index) : .needMore(resumeAt: index)
                }
                index = close + marker.close.utf8.count
                continue
            }
            if rest.starts(with: Array("<!DOCTYPE".utf8)) {
                guard let end = doctypeEnd(in: bytes, from: index) else {
                    return complete ? .doctype(index..<bytes.count) : .needMore(resumeAt: index)
                }
                return .doctype(index..<end)
            }
            // A prefix of a marker split by the read: wait for the rest.
            if !complete, ["<?", "<!--", "<!DOCTYPE"].contains(where: { Array($0.utf8).starts(with: rest) }) {
                return .needMore(resumeAt: index)
            }
            return .rootAt(index)
        }
    }

    /// The end (after its `>`) of the DOCTYPE starting at `start`; quotes and comments respected.
    static func doctypeEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start + "<!DOCTYPE".utf8.count
        var inSubset = false
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if inSubset, bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let close = find(Array("-->".utf8), in: bytes, from: index + 4) else { return nil }
                index = close + 3
                continue
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "["): inSubset = true
                case UInt8(ascii: "]"): inSubset = false
                case UInt8(ascii: ">") where !inSubset: return index + 1
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from >= 0 else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
