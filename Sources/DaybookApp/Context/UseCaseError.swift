import DaybookStore
import FluentKit

/// What a use case refuses besides invalid values (the core's `ValidationError`): the server answers
/// `notFound` with a 404 naming `what`, and `duplicate` with a 409 naming the field.
public enum UseCaseError: Error, Sendable, Equatable {
    /// `what` reads as the start of "… does not exist", e.g. "This entry".
    case notFound(String)
    /// A value that must be unique is taken (an email that has an account already).
    case duplicate(field: String)

    /// The store's words for a refusal in the application's; any other error as it is.
    static func translated(_ error: any Error) -> any Error {
        switch error {
        case StoreError.duplicate(let field): UseCaseError.duplicate(field: field)
        case StoreError.notFound: UseCaseError.notFound("This")
        default: error
        }
    }
}

extension UseCaseContext {
    /// Runs `work` through the write discipline as one transaction, refusals in the application's words.
    func transaction<T: Sendable>(_ work: @escaping @Sendable (any Database) async throws -> T) async throws -> T {
        do {
            return try await writes.transaction(db, work)
        } catch {
            throw UseCaseError.translated(error)
        }
    }

    /// Runs `work` alone among this process's writes on SQLite (at once on PostgreSQL), refusals in the
    /// application's words.
    func serialized<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        do {
            return try await writes.serialized(db, work)
        } catch {
            throw UseCaseError.translated(error)
        }
    }
}
