import Foundation

/// How an import meets what is already there.
public enum ExportImportMode: String, Sendable, CaseIterable {
    /// Adds what is not there yet: a row whose id this account has already (or a day that already has
    /// its record) is skipped, so importing the same document twice adds nothing the second time.
    case merge
    /// Deletes all of the user's journal data first, then writes the document, ids and profile included.
    case replace
}
