import DaybookCore

/// A sink that hands items on in batches of `size`, so the store writes many rows per statement
/// while memory holds one batch. Call `finish()` after the parse for the last, partial batch.
/// An account document is handed on by itself, after the items read before it.
public final class ImportBatcher: ImportSink {
    public let size: Int
    private var batch: [ImportItem] = []
    private let deliver: ([ImportItem]) throws -> Void
    private let deliverAccount: (ExportDocument) throws -> Void
    public private(set) var skipped: [String: Int] = [:]
    public private(set) var received = 0

    /// Without `account`, an account document is refused: the caller writes values only.
    public init(size: Int = 1_000, deliver: @escaping ([ImportItem]) throws -> Void,
                account: @escaping (ExportDocument) throws -> Void = { _ in throw ImportBatcher.accountRefused }) {
        self.size = max(1, size)
        self.deliver = deliver
        deliverAccount = account
        batch.reserveCapacity(self.size)
    }

    public func receive(_ item: ImportItem) throws {
        batch.append(item)
        received += 1
        if batch.count >= size { try flush() }
    }

    public func receive(account document: ExportDocument) throws {
        try flush()
        try deliverAccount(document)
    }

    /// What a writer of values only says to an account document.
    public static let accountRefused = ImportError(line: nil, field: nil, .importAccountRefused)

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
