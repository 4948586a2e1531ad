import DaybookCore

/// A sink that counts (and for tests keeps) what a parser reads. Keys seen twice in one file count once,
/// as the real import would store them once; an account document counts every row it holds.
public final class ImportTally: ImportSink {
    public private(set) var summary = ImportSummary()
    private var seenKeys: Set<String> = []
    /// Kept only when asked. The key set grows with the file: for small files and tests; the store dry-runs by rolling back.
    public private(set) var items: [ImportItem] = []
    public private(set) var accounts: [ExportDocument] = []
    private let keepsItems: Bool

    public init(keepingItems: Bool = false) {
        keepsItems = keepingItems
    }

    public func receive(_ item: ImportItem) {
        guard seenKeys.insert(item.dedupeKey).inserted else {
            summary.duplicates += 1
            return
        }
        summary.added[item.value.kind, default: 0] += 1
        if keepsItems { items.append(item) }
    }

    public func receive(account document: ExportDocument) {
        summary.added.merge(ImportKind.counts(of: document)) { $0 + $1 }
        if keepsItems { accounts.append(document) }
    }

    public func skip(_ recordType: String) {
        summary.skipped[recordType, default: 0] += 1
    }
}
