/// What an import added (or, in a dry run, would add) per kind, and what it skipped per record type.
public struct ImportSummary: Sendable, Equatable, Codable {
    public var added: [ImportKind: Int]
    /// Values already imported before (same dedupe key), or rows of a Daybook export already in the
    /// account: not added again.
    public var duplicates: Int
    /// The same, per kind, where the import tells them apart (Daybook's own export does).
    public var duplicatesByKind: [ImportKind: Int] = [:]
    public var skipped: [String: Int]

    public init(added: [ImportKind: Int] = [:], duplicates: Int = 0, skipped: [String: Int] = [:]) {
        self.added = added
        self.duplicates = duplicates
        self.skipped = skipped
    }

    public var totalAdded: Int { added.values.reduce(0, +) }
    public var totalSkipped: Int { skipped.values.reduce(0, +) }
}
