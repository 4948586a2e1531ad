import Foundation

/// Passes a stream through and counts the bytes read, so an import can say how far into the file it is.
final class CountingInputStream: InputStream, @unchecked Sendable {
    private let source: InputStream
    private let lock = NSLock()
    private var count = 0

    init(_ source: InputStream) {
        self.source = source
        super.init(data: Data())
    }

    /// Bytes handed on so far; read from another thread while the parser runs.
    var bytesRead: Int { lock.withLock { count } }

    override func open() { source.open() }
    override func close() { source.close() }
    override var streamStatus: Stream.Status { source.streamStatus }
    override var streamError: (any Error)? { source.streamError }
    override var hasBytesAvailable: Bool { source.hasBytesAvailable }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        let read = source.read(buffer, maxLength: len)
        if read > 0 { lock.withLock { count += read } }
        return read
    }

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool { false }
}
