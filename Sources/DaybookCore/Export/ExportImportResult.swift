import Foundation

/// What an import wrote, per list of the document.
public struct ExportImportResult: Sendable, Equatable, Codable {
    public var added: [String: Int] = [:]
    public var skipped: [String: Int] = [:]
    /// Why nothing was added, when nothing was; absent otherwise.
    public var note: String?

    public init() {}

    /// Says why nothing was added, when nothing was.
    public mutating func explain() {
        guard added.values.reduce(0, +) == 0 else { return }
        note = skipped.values.reduce(0, +) == 0
            ? "Nothing was added: the document holds no data."
            : "Nothing was added: everything in the document is in this account already."
    }
}
