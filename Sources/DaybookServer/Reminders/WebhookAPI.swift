import DaybookApp
import DaybookCore
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
        guard let status = try await WebhookSettings(req.useCases).status(of: user.person) else { return WebhookStatus(active: false) }
        return WebhookStatus(active: true, url: status.webhook.url, createdAt: status.webhook.createdAt,
                             pendingDeliveries: status.pendingDeliveries, lastError: status.lastError)
    }

    /// Sets the webhook; without `secret` one is generated. The answer is the only time the secret is shown.
    @Sendable static func replace(req: Request) async throws -> Response {
        let user = try req.currentUser()
        let body = try JSONBody.object(of: req, allowed: ["url", "secret"])
        let input = try JSONCoding.decoder().decode(WebhookInput.self, from: try JSONBody.data(body))
        let secret = input.secret ?? TokenDigest.newToken()
        let webhook = try await SetWebhook(req.useCases)(url: input.url, secret: secret, allow: req.application.daybook.config.webhookAllow,
                                                        for: user.person)
        return try await NewWebhook(url: webhook.url, secret: secret, createdAt: webhook.createdAt)
            .encodeResponse(status: .ok, for: req)
    }

    @Sendable static func delete(req: Request) async throws -> HTTPStatus {
        try await RemoveWebhook(req.useCases)(for: try req.currentUser().person)
        return .noContent
    }
}
