@testable import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// `AddReminder` stores a reminder with its next fire in the person's zone; `DeleteReminder` removes it.
@Suite struct AddReminderTests {
    @Test func aReminderIsStoredWithItsNextFireThenDeleted() async throws {
        // Monday 2026-11-23, 08:00 UTC: 09:00 in Berlin.
        try await TestApp.with(now: "2026-11-23T08:00:00Z") { app in
            let ada = try await app.person(zone: "Europe/Berlin")
            let water = try Reminder(kind: .water, time: TimeOfDay(hour: 10, minute: 0), weekdays: [1, 3])

            let added = try await AddReminder(app.context)(water, for: ada)
            let id = added.id

            // 10:00 in Berlin (UTC+1 in November) the same Monday.
            #expect(added.nextFireAt == (try instant("2026-11-23T09:00:00Z")))
            let stored = try await ReminderQueries(app.db, userID: ada.id).list()
            #expect(stored.map(\.id) == [id])
            #expect(try stored.first?.value() == water)

            try await DeleteReminder(app.context)(id, for: ada)

            #expect(try await ReminderQueries(app.db, userID: ada.id).list().isEmpty)
            #expect(await app.changes.all == [Change(.created, .reminders, id: id), Change(.deleted, .reminders, id: id)])
            await #expect(throws: UseCaseError.notFound("This reminder")) {
                try await DeleteReminder(app.context)(id, for: ada)
            }
            #expect(await app.changes.emitted.count == 2)
        }
    }
}
