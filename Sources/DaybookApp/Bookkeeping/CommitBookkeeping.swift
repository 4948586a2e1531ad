import Foundation

extension UseCaseContext {
    /// Writes what is noted about a person's data without changing it (when their calendar feed was
    /// last fetched): one transaction through the same write discipline as `commit`, so on SQLite it
    /// queues for the one writer, but without the account's write lock. The account's revision stays,
    /// and with it every answer kept at that revision: a calendar app polling the feed is no change
    /// of the person's data. Nothing is replanned and nothing is emitted.
    func commitBookkeeping<T: Sendable>(_ write: @escaping @Sendable (any Storage) async throws -> T) async throws -> T {
        try await transaction(write)
    }
}
