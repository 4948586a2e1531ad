import DaybookApp
import DaybookCore
import DaybookStore
import Vapor

/// What the demo account has besides its journal, so every screen has something to show:
/// reminders of several kinds and a week-long Cosmic Calendar run.
enum DemoExtras {
    static func add(on app: Application, userID: UUID, preferences: Preferences) async throws {
        let now = app.daybook.clock.now()
        let reminders = [
            try Reminder(kind: .stressLog, time: TimeOfDay(hour: 9, minute: 0), weekdays: Set(1...5)),
            try Reminder(kind: .stressLog, time: TimeOfDay(hour: 18, minute: 30)),
            try Reminder(kind: .metricsLog, time: TimeOfDay(hour: 21, minute: 0)),
            try Reminder(kind: .periodDue, time: TimeOfDay(hour: 8, minute: 0)),
            try Reminder(kind: .water, time: TimeOfDay(hour: 11, minute: 0), weekdays: Set(1...7), enabled: false),
        ]
        let queries = ReminderQueries(app.db, userID: userID)
        for reminder in reminders {
            let next = try await ReminderPlanning.nextFire(reminder, of: Person(id: userID, preferences: preferences), lastFired: nil, on: app.db, now: now)
            _ = try await queries.create(reminder, nextFireAt: next, at: now)
        }
        if let scenario = app.scenarioCatalogue.builtIn(named: "cosmic-calendar") {
            // Started a day ago, so the run screen already lists the first events.
            let run = try TimelineRun(scenario: scenario, totalTime: 7 * 86_400, now: now.addingTimeInterval(-86_400))
            // Stored without a lease: the serving instance's sweep takes it up and drives it.
            _ = try await TimelineRunQueries(app.db, userID: userID).create(run, scenario: scenario, language: preferences.language)
        }
    }
}
