import DaybookCore
import Foundation

/// Sets the person's webhook, where notifications are also delivered, signed with its secret.
public struct SetWebhook: Sendable {
    let context: UseCaseContext

    public init(_ context: UseCaseContext) { self.context = context }

    /// The stored webhook; the caller shows its secret once. `allow`: the server's exceptions to
    /// "public addresses only".
    public func callAsFunction(url: String, secret: String, allow: WebhookAllowList, for person: Person) async throws -> Webhook {
        let url = try WebhookRules.checkedURL(url, allow: allow)
        let secret = try WebhookRules.checkedSecret(secret)
        let now = context.now()
        return try await context.commit(person.id) { db in
            (try await db.webhook(of: person.id).replace(url: url, secret: secret, at: now), [Change(.updated, .webhook)])
        }
    }
}
