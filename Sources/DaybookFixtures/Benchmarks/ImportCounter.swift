import DaybookCore
import DaybookFormats

/// A sink that counts and keeps nothing: the benchmark's, to show the parser's own memory.
public final class ImportCounter: ImportSink {
    public private(set) var received = 0
    public private(set) var skipped = 0

    public init() {}

    public func receive(_ item: ImportItem) { received += 1 }
    public func receive(account document: ExportDocument) { received += ImportKind.counts(of: document).values.reduce(0, +) }
    public func skip(_ recordType: String) { skipped += 1 }
}
