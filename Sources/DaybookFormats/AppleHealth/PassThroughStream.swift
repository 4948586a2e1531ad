import Foundation

/// An input stream in front of another, as the filters before `XMLParser` are: opening, closing and
/// status pass through alike; a filter overrides `read` and `hasBytesAvailable`.
class PassThroughStream: InputStream {
    let source: InputStream
    var status: Stream.Status = .notOpen

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

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool {
        false
    }
}
