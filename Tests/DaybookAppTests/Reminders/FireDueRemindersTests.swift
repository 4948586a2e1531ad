@testable import DaybookApp
import DaybookCore
import DaybookStore
import FluentKit
import Foundation
import Testing

/// `FireDueReminders`: a due reminder leaves one notification, queues its webhook delivery and moves
/// to its next fire, all in one commit of its person's, told once committed; a second look at the same
/// instant finds nothing due.
@Suite struct FireDueRemindersTests {
    @Test func aDueReminderFiresOnceInOneCommitWithItsNotificationAndWebhook() async throws {
        // Tuesday 2026-03-10, 07:00 UTC; the reminder is for 08:00 every day.
        try await TestApp.with(now: "2026-03-10T07:00:00Z") { app in
            let ada = try await app.person()
            _ = try await SetWebhook(app.context)(url: "https://hooks.example.org/daybook", secret: "a-secret-of-twenty-chars",
                                                  allow: .none, for: ada)
            let water = try await AddReminder(app.context)(try Reminder(kind: .water, time: TimeOfDay(hour: 8, minute: 0)), for: ada)
            let due = try instant("2026-03-10T08:00:00Z")
            #expect(water.nextFireAt == due)
            let revisionBefore = try await app.revision(of: ada)
            let toldBefore = await app.changes.emitted.count

            let outcome = try await FireDueReminders(app.context)(at: due)

            #expect(outcome.fired == 1)
            #expect(outcome.rescheduled == 0)
            #expect(outcome.queuedWebhooks)
            let inbox = try await Notifications(app.context).list(of: ada)
            let notification = try #require(inbox.first)
            #expect(inbox.count == 1)
            #expect(notification.kind == "reminder")
            #expect(notification.createdAt == due)
            #expect(notification.link == "/api/v1/reminders/\(water.id)")
            #expect(notification.data?.reminderId == water.id)

            let deliveries = try await WebhookQueries(app.db, userID: ada.id).deliveries()
            #expect(deliveries.count == 1)
            let delivery = try #require(deliveries.first)
            let payload = try #require(try JSONSerialization.jsonObject(with: Data(delivery.payload.utf8)) as? [String: Any])
            #expect(payload["event"] as? String == "notification.created")
            let sent = try #require(payload["notification"] as? [String: Any])
            #expect(sent["id"] as? String == notification.id.uuidString)
            #expect(sent["read"] as? Bool == false)
            #expect(sent["createdAt"] as? String == "2026-03-10T08:00:00Z")

            let advanced = try #require(try await Reminders(app.context).find(water.id, of: ada))
            #expect(advanced.lastFiredAt == due)
            #expect(advanced.nextFireAt == (try instant("2026-03-11T08:00:00Z")))

            // One commit, told once it committed: the revision the view was told of is the one it made.
            let revisionAfter = try await app.revision(of: ada)
            #expect(revisionAfter == revisionBefore.map { $0 + 1 })
            let told = await app.changes.emitted.dropFirst(toldBefore)
            #expect(told.map(\.changes) == [[Change(.created, .notifications, id: notification.id)]])
            #expect(told.first?.revisionSeen == revisionAfter)

            let again = try await FireDueReminders(app.context)(at: due)
            #expect(again == FireDueReminders.Outcome())
            #expect(try await Notifications(app.context).list(of: ada).count == 1)
            #expect(await app.changes.emitted.count == toldBefore + 1)
        }
    }

    @Test func eachPersonsRemindersFireInACommitOfTheirOwn() async throws {
        try await TestApp.with(now: "2026-03-10T07:00:00Z") { app in
            let ada = try await app.person()
            let bob = try await app.person("bob@example.org")
            let eight = try TimeOfDay(hour: 8, minute: 0)
            for person in [ada, bob] {
                _ = try await AddReminder(app.context)(try Reminder(kind: .water, time: eight), for: person)
                _ = try await AddReminder(app.context)(try Reminder(kind: .custom, time: eight, text: "Stretch"), for: person)
            }
            let toldBefore = await app.changes.emitted.count

            // Batches of one: each person's reminders take two rounds, and nothing is left behind.
            let outcome = try await FireDueReminders(app.context, batchSize: 1)(at: try instant("2026-03-10T08:00:00Z"))

            #expect(outcome.fired == 4)
            #expect(!outcome.queuedWebhooks)
            let told = await app.changes.emitted.dropFirst(toldBefore)
            #expect(told.count == 4)
            #expect(told.filter { $0.userID == ada.id }.count == 2)
            #expect(try await Notifications(app.context).list(of: ada).count == 2)
            #expect(try await Notifications(app.context).list(of: bob).count == 2)
            #expect(try await ReminderAgenda(app.context).earliestNextFire() == (try instant("2026-03-11T08:00:00Z")))
        }
    }
}
