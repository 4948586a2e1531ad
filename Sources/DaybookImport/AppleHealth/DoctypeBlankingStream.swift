import Foundation

/// Passes an XML stream through with its `<!DOCTYPE … [ … ]>` replaced by its own newlines.
/// Why: swift-corelibs-foundation's `XMLParser` crashes (a null `strlen` in its attribute callback)
/// on the `<!ATTLIST>` declarations that head every Apple Health export.xml; seen with Swift 6.3.1 on Linux.
/// Keeping the newlines keeps the parser's line numbers those of the file.
final class DoctypeBlankingStream: InputStream {
    private let source: InputStream
    private var pending: [UInt8] = []
    private var pendingOffset = 0
    private var headDone = false
    private var status: Stream.Status = .notOpen
    /// The DOCTYPE must end within this many bytes; Apple's is about 10 KB.
    static let headLimit = 1 << 20

    init(_ source: InputStream) {
        self.source = source
        super.init(data: Data())
    }

    override func open() {
        if source.streamStatus == .notOpen { source.open() }
        status = .open
    }

    override func close() {
        source.close()
        status = .closed
    }

    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { source.streamError }

    override var hasBytesAvailable: Bool {
        pendingOffset < pending.count || !headDone || source.hasBytesAvailable
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        if !headDone {
            headDone = true
            readHead()
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

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool {
        false
    }

    /// Reads up to the first element after the prolog and blanks the DOCTYPE in it.
    private func readHead() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while pending.count < Self.headLimit {
            let count = chunk.withUnsafeMutableBufferPointer { source.read($0.baseAddress!, maxLength: $0.count) }
            guard count > 0 else { break }
            pending.append(contentsOf: chunk[0..<count])
            if let end = Self.doctypeEnd(in: pending) { blank(end); return }
            if Self.find(Array("<HealthData".utf8), in: pending, from: 0) != nil, Self.find(Array("<!DOCTYPE".utf8), in: pending, from: 0) == nil { return }
        }
    }

    private func blank(_ range: Range<Int>) {
        for index in range where pending[index] != UInt8(ascii: "\n") { pending[index] = UInt8(ascii: " ") }
    }

    /// The byte range of a complete DOCTYPE declaration (with or without an internal subset).
    static func doctypeEnd(in bytes: [UInt8]) -> Range<Int>? {
        guard let start = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return nil }
        var index = start
        var inSubset = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset: return start..<(index + 1)
            default: break
            }
            index += 1
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}
