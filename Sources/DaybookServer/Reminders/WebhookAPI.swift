import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Vapor

/// `/api/v1/webhook`: the user's optional webhook. Notifications are POSTed there as JSON, signed
/// with `X-Daybook-Signature: sha256=<hex HMAC-SHA256 of the body>` under the webhook's secret.
enum WebhookAPI {
    struct WebhookInput: Decodable {
        var url: String
        var secret: String?
    }

    struct WebhookStatus: Content {
        var active: Bool
        var url: String?
        var createdAt: Date?
        var pendingDeliveries: Int?
        /// Why the latest delivery failed, if it did (an HTTP status, a time-out, a refused address).
        var lastError: String?
    }

    struct NewWebhook: Content {
        var url: String
        /// Shown once, here.
        var secret: String
        var createdAt: Date
    }

    static func register(on routes: any RoutesBuilder) {
        routes.get("webhook", use: status)
        routes.put("webhook", use: replace)
        routes.delete("webhook", use: delete)
    }

    @Sendable static func status(req: Request) async throws -> WebhookStatus {
        let user = try req.currentUser()
        let queries = WebhookQueries(req.db, userID: user.id)
        guard let webhook = try await queries.webhook() else { return WebhookStatus(active: false) }
        let deliveries = try await queries.deliveries()
        let pending = deliveries.filter { $0.nextAttemptAt != nil }.count
        let latest = deliveries.max { $0.createdAt < $1.createdAt }
        return WebhookStatus(active: true, url: webhook.url, createdAt: webhook.createdAt, pendingDeliveries: pending,
                             lastError: latest?.lastError)
    }

    /// Sets the webhook; without `secret` one is generated. The answer is the only time the secret is shown.
    @Sendable static func replace(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: ["url", "secret"])
        let input = try JSONCoding.decoder().decode(WebhookInput.self, from: try JSONBody.data(body))
        let secret = input.secret ?? TokenDigest.newToken()
        let record = try await SetWebhook(req.useCases)(url: input.url, secret: secret, allow: req.application.daybook.config.webhookAllow,
                                                        for: user.person)
        return try await NewWebhook(url: record.url, secret: secret, createdAt: record.createdAt)
            .encodeResponse(status: .ok, for: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        try await RemoveWebhook(req.useCases)(for: try req.currentUser().person)
        return .noContent
    }
}
