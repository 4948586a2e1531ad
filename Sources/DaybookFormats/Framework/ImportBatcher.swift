/// A sink that hands items on in batches of `size`, so the store writes many rows per statement
/// while memory holds one batch. Call `finish()` after the parse for the last, partial batch.
public final class ImportBatcher: ImportSink {
    public let size: Int
    private var batch: [ImportItem] = []
    private let deliver: ([ImportItem]) throws -> Void
    public private(set) var skipped: [String: Int] = [:]
    public private(set) var received = 0

    public init(size: Int = 1_000, deliver: @escaping ([ImportItem]) throws -> Void) {
        self.size = max(1, size)
        self.deliver = deliver
        batch.reserveCapacity(self.size)
    }

    public func receive(_ item: ImportItem) throws {
        batch.append(item)
        received += 1
        if batch.count >= size { try flush() }
    }

    public func skip(_ recordType: String) {
        skipped[recordType, default: 0] += 1
    }

    public func finish() throws {
        try flush()
    }

    private func flush() throws {
        guard !batch.isEmpty else { return }
        let full = batch
        batch.removeAll(keepingCapacity: true)
        try deliver(full)
    }
}
