import DaybookApp
import FluentKit
import Foundation

struct FluentWebhookRows: WebhookRows {
    let queries: WebhookQueries

    func webhook() async throws -> Webhook? { try await queries.webhook().map(Webhook.init) }

    func replace(url: String, secret: String, at time: Date) async throws -> Webhook {
        Webhook(try await queries.replace(url: url, secret: secret, at: time))
    }

    func delete() async throws -> Bool { try await queries.delete() }

    func enqueue(payload: String, at time: Date) async throws -> Bool { try await queries.enqueue(payload: payload, at: time) != nil }

    func deliveryState() async throws -> (pending: Int, lastError: String?) {
        let deliveries = try await queries.deliveries()
        let latest = deliveries.max { $0.createdAt < $1.createdAt }
        return (deliveries.filter { $0.nextAttemptAt != nil }.count, latest?.lastError)
    }
}

struct FluentWebhookOutboxRows: WebhookOutboxRows {
    let db: any Database

    func earliestAttempt() async throws -> Date? { try await WebhookQueries.earliestAttempt(on: db) }

    func leaseDue(at now: Date, limit: Int, until: Date) async throws -> [WebhookDelivery] {
        var leased: [WebhookDelivery] = []
        for record in try await WebhookQueries.claimDue(at: now, limit: limit, on: db) {
            guard let webhook = try await WebhookQueries.webhook(of: record.userID, on: db) else {
                try await WebhookQueries.drop(record, on: db)
                continue
            }
            try await WebhookQueries.lease(record, until: until, on: db)
            leased.append(WebhookDelivery(id: try record.requireID(), url: webhook.url, secret: webhook.secret,
                                          body: Data(record.payload.utf8), attempts: record.attempts))
        }
        return leased
    }

    func settle(_ id: UUID, deliveredAt: Date?, lastError: String?, nextAttemptAt: Date?) async throws {
        guard let record = try await WebhookQueries.delivery(id, on: db) else { return }
        try await WebhookQueries.settle(record, deliveredAt: deliveredAt, lastError: lastError, nextAttemptAt: nextAttemptAt, on: db)
    }
}

extension Webhook {
    init(_ record: WebhookRecord) {
        self.init(url: record.url, createdAt: record.createdAt)
    }
}
