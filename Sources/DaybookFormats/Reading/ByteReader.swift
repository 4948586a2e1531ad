import Foundation

/// Reads an `InputStream` in fixed chunks, one byte at a time to its callers, counting lines.
/// The one place that touches the stream, so every text parser streams the same way.
struct ByteReader {
    static let chunkSize = 64 * 1024

    private let input: InputStream
    private var buffer: [UInt8]
    private var position = 0
    private var filled = 0
    private(set) var isAtEnd = false

    init(_ input: InputStream) {
        self.input = input
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        if input.streamStatus == .notOpen { input.open() }
    }

    /// The next byte, or nil at the end of the stream.
    mutating func next() throws -> UInt8? {
        if position == filled {
            guard try refill() else { return nil }
        }
        defer { position += 1 }
        return buffer[position]
    }

    /// The next byte without consuming it.
    mutating func peek() throws -> UInt8? {
        if position == filled {
            guard try refill() else { return nil }
        }
        return buffer[position]
    }

    private mutating func refill() throws -> Bool {
        guard !isAtEnd else { return false }
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            input.read(pointer.baseAddress!, maxLength: Self.chunkSize)
        }
        if count < 0 {
            throw ImportError(line: nil, field: nil, .importUnreadable, ["reason": input.streamError?.localizedDescription ?? "read error"])
        }
        if count == 0 {
            isAtEnd = true
            return false
        }
        position = 0
        filled = count
        return true
    }
}
