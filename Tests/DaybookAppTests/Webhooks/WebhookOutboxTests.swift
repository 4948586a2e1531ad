import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

/// `WebhookOutbox`: a due delivery is leased for one attempt, then settled by what came of it:
/// delivered, tried again after a wait, given up, or dropped with its webhook.
@Suite struct WebhookOutboxTests {
    /// Ada with a webhook and one delivery queued by a reminder fired at 08:00.
    static func queued(_ app: TestApp) async throws -> (Person, Date) {
        let ada = try await app.person()
        _ = try await SetWebhook(app.context)(url: "https://hooks.example.org/daybook", secret: "a-secret-of-twenty-chars",
                                              allow: .none, for: ada)
        _ = try await AddReminder(app.context)(try Reminder(kind: .water, time: TimeOfDay(hour: 8, minute: 0)), for: ada)
        let now = try instant("2026-03-10T08:00:00Z")
        #expect(try await FireDueReminders(app.context)(at: now).queuedWebhooks)
        return (ada, now)
    }

    @Test func aLeasedDeliveryIsNotLeasedAgainAndADeliveredOneIsDone() async throws {
        try await TestApp.with(now: "2026-03-10T07:00:00Z") { app in
            let (ada, now) = try await Self.queued(app)
            let outbox = WebhookOutbox(app.context)
            #expect(try await outbox.earliestAttempt() == now)

            let leased = try await outbox.claimDue(at: now, limit: 10)
            let delivery = try #require(leased.first)
            #expect(leased.count == 1)
            #expect(delivery.url == "https://hooks.example.org/daybook")
            #expect(delivery.secret == "a-secret-of-twenty-chars")
            #expect(delivery.attempts == 1)
            // Leased: another sender finds nothing until the lease runs out.
            #expect(try await outbox.claimDue(at: now, limit: 10).isEmpty)
            #expect(try await outbox.earliestAttempt() == now.addingTimeInterval(WebhookOutbox.lease))

            try await outbox.settle(delivery, .delivered, at: now)

            let row = try #require(try await WebhookQueries(app.db, userID: ada.id).deliveries().first)
            #expect(row.deliveredAt == now)
            #expect(row.nextAttemptAt == nil)
            #expect(row.lastError == nil)
            #expect(try await outbox.earliestAttempt() == nil)
        }
    }

    @Test func aFailedAttemptWaitsAndARefusedOneIsGivenUp() async throws {
        try await TestApp.with(now: "2026-03-10T07:00:00Z") { app in
            let (ada, now) = try await Self.queued(app)
            let outbox = WebhookOutbox(app.context)
            let first = try #require(try await outbox.claimDue(at: now, limit: 10).first)

            try await outbox.settle(first, .failed("HTTP 500"), at: now)
            var row = try #require(try await WebhookQueries(app.db, userID: ada.id).deliveries().first)
            #expect(row.lastError == "HTTP 500")
            #expect(row.nextAttemptAt == now.addingTimeInterval(30))
            #expect(try await WebhookSettings(app.context).status(of: ada)?.pendingDeliveries == 1)

            let later = now.addingTimeInterval(30)
            let second = try #require(try await outbox.claimDue(at: later, limit: 10).first)
            #expect(second.attempts == 2)
            try await outbox.settle(second, .refused("The webhook's host resolves to a private address"), at: later)
            row = try #require(try await WebhookQueries(app.db, userID: ada.id).deliveries().first)
            #expect(row.nextAttemptAt == nil)
            #expect(row.deliveredAt == nil)
            #expect(try await WebhookSettings(app.context).status(of: ada)?.pendingDeliveries == 0)
            #expect(try await WebhookSettings(app.context).status(of: ada)?.lastError == "The webhook's host resolves to a private address")
        }
    }

    @Test func aDeliveryWhoseWebhookWentIsDroppedNotSent() async throws {
        try await TestApp.with(now: "2026-03-10T07:00:00Z") { app in
            let (ada, now) = try await Self.queued(app)
            let outbox = WebhookOutbox(app.context)
            let leased = try #require(try await outbox.claimDue(at: now, limit: 10).first)

            // Removed while the attempt was on its way: what came of it is not stored.
            try await RemoveWebhook(app.context)(for: ada)
            try await outbox.settle(leased, .delivered, at: now)
            #expect(try await WebhookQueries(app.db, userID: ada.id).deliveries().isEmpty)

            // A delivery left without its webhook (an import, a row written by hand) is dropped when due.
            try await WebhookDeliveryRecord(userID: ada.id, payload: "{}", createdAt: now).create(on: app.db)
            #expect(try await outbox.claimDue(at: now, limit: 10).isEmpty)
            #expect(try await WebhookQueries(app.db, userID: ada.id).deliveries().isEmpty)
        }
    }
}
