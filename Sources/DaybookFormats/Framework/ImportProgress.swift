/// How far an import is: items read so far and the share of the file behind them.
public struct ImportProgress: Sendable, Equatable {
    public var items: Int
    public var bytesRead: Int
    /// The file's size; 0 when unknown.
    public var totalBytes: Int

    public init(items: Int, bytesRead: Int, totalBytes: Int) {
        self.items = items
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }

    /// 0…1; 0 while the size is unknown.
    public var fraction: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 0
    }
}
