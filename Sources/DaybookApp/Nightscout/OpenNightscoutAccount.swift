import DaybookCore
import Foundation

/// The person's Nightscout endpoint, made with the given handle and secret the first time it is
/// asked for. Once it exists this only reads, so showing the settings takes no write lock.
public struct OpenNightscoutAccount: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(handleIfNew handle: String, secretIfNew secret: String, for person: Person) async throws -> NightscoutAccount {
        if let existing = try await NightscoutAccounts(context).find(of: person) { return existing }
        return try await context.commit(person.id) { db in
            (try await db.nightscoutAccount(of: person.id).ensure(handle: handle, secret: secret), [])
        }
    }
}
