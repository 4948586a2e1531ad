import DaybookCore
import Foundation

/// A new API secret for the person's Nightscout endpoint: clients with the old one get 401 from now
/// on. The handle stays, so clients need only the new secret; an endpoint not yet opened is opened
/// with `handleIfNew`.
public struct RenewNightscoutSecret: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    public func callAsFunction(_ secret: String, handleIfNew handle: String, for person: Person) async throws -> NightscoutAccount {
        try await context.commit(person.id) { db in
            (try await db.nightscoutAccount(of: person.id).replaceSecret(secret, handleIfNew: handle), [])
        }
    }
}
