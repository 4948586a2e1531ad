/// One value read from a file, with the key that makes re-importing the same file add nothing twice.
public struct ImportItem: Sendable, Equatable {
    /// Stable across runs over the same file: format, the record's identity in its source app
    /// (type, source, start), never a position in the file, so a re-export with more rows keeps old keys.
    public let dedupeKey: String
    public let value: ImportValue

    public init(dedupeKey: String, value: ImportValue) {
        self.dedupeKey = dedupeKey
        self.value = value
    }
}
