import DaybookCore
import DaybookStore
import Fluent
import Foundation
import Vapor

/// Computes a reminder's persisted next fire from the core's schedules: the user's zone, and for
/// period-due reminders the cycle prediction read from the store.
enum ReminderPlanner {
    /// The user's cycle prediction as of `now` (the same one `/api/v1/cycle/predictions` shows).
    static func prediction(userID: UUID, preferences: Preferences, on db: any Database, now: Date) async throws -> CyclePrediction {
        let queries = CycleQueries(db, userID: userID)
        let context = CycleContext(flow: try await queries.flow(), pauses: try await queries.pauses().compactMap(\.pause),
                                   preferences: preferences, today: LocalDate(now, in: preferences.zone))
        return context.prediction
    }

    /// The next fire strictly after `now`, nil when off or (period-due) without a prediction.
    static func nextFire(_ reminder: Reminder, userID: UUID, preferences: Preferences, lastFired: Date?,
                         on db: any Database, now: Date) async throws -> Date? {
        guard reminder.enabled else { return nil }
        let prediction = reminder.kind == .periodDue
            ? try await prediction(userID: userID, preferences: preferences, on: db, now: now) : nil
        return reminder.nextFire(after: now, in: preferences.zone, prediction: prediction, lastFired: lastFired)
    }

    /// After the zone or the onboarding cycle values changed: every reminder of the user anew
    /// (`only` a kind: after the logged cycle changed, just the period-due ones).
    static func rescheduleAll(userID: UUID, preferences: Preferences, on db: any Database, now: Date,
                              only kind: ReminderKind? = nil) async throws {
        let queries = ReminderQueries(db, userID: userID)
        for record in try await queries.list() where kind.map({ $0.rawValue == record.kind }) ?? true {
            let next = try await nextFire(try record.value(), userID: userID, preferences: preferences,
                                          lastFired: record.lastFiredAt, on: db, now: now)
            if next != record.nextFireAt { try await queries.setNextFire(record, to: next) }
        }
    }
}

extension ReminderPlanner {
    /// The profile changed (zone, onboarding cycle values): reminders fire by the new values.
    static func rescheduled(for user: CurrentUser, _ req: Request) async throws {
        try await rescheduleAll(userID: user.id, preferences: user.record.preferences, on: req.db, now: req.clock.now())
        await req.application.reminderScheduler.poke()
    }

    /// Periods or pauses changed: the prediction moved, and with it every period-due reminder. The
    /// scheduler also checks the prediction when one falls due; this keeps the stored next fire (and
    /// so an earlier-moving period) right in between.
    static func cycleChanged(for user: CurrentUser, _ req: Request) async throws {
        try await rescheduleAll(userID: user.id, preferences: user.record.preferences, on: req.db, now: req.clock.now(),
                                only: .periodDue)
        await req.application.reminderScheduler.poke()
    }
}
