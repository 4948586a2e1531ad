import DaybookApp
import DaybookCore
import DaybookStore
import Foundation
import Testing

/// Each kind's limit (seed 003's settings: three stress-log reminders, one metrics-log reminder;
/// the other kinds have none), checked by `AddReminder` against what is stored.
@Suite struct ReminderLimitTests {
    @Test func aFourthStressLogReminderIsRefusedUntilOneGoes() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let add = AddReminder(app.context)
            var ids: [UUID] = []
            for hour in [9, 13, 18] {
                ids.append(try await add(try Reminder(kind: .stressLog, time: TimeOfDay(hour: hour, minute: 0)), for: ada).id)
            }

            await #expect(throws: ValidationError(field: "kind", "at most 3 stress-log reminders (you have 3)")) {
                try await add(try Reminder(kind: .stressLog, time: TimeOfDay(hour: 21, minute: 0)), for: ada)
            }
            #expect(try await ReminderQueries(app.db, userID: ada.id).count(of: .stressLog) == 3)
            #expect(await app.changes.emitted.count == 3)

            try await DeleteReminder(app.context)(ids[0], for: ada)
            _ = try await add(try Reminder(kind: .stressLog, time: TimeOfDay(hour: 21, minute: 0)), for: ada)
            #expect(try await ReminderQueries(app.db, userID: ada.id).count(of: .stressLog) == 3)
        }
    }

    @Test func oneMetricsLogReminderButAnyNumberOfWaterReminders() async throws {
        try await TestApp.with { app in
            let ada = try await app.person()
            let add = AddReminder(app.context)
            _ = try await add(try Reminder(kind: .metricsLog, time: TimeOfDay(hour: 20, minute: 0)), for: ada)

            await #expect(throws: ValidationError(field: "kind", "at most 1 metrics-log reminder (you have 1)")) {
                try await add(try Reminder(kind: .metricsLog, time: TimeOfDay(hour: 21, minute: 0)), for: ada)
            }
            for hour in 8...12 {
                _ = try await add(try Reminder(kind: .water, time: TimeOfDay(hour: hour, minute: 30)), for: ada)
            }

            #expect(try await ReminderQueries(app.db, userID: ada.id).count(of: .metricsLog) == 1)
            #expect(try await ReminderQueries(app.db, userID: ada.id).count(of: .water) == 5)
        }
    }
}
