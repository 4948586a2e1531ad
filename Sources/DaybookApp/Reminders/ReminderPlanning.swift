import DaybookCore
import Foundation

/// Computes and stores each reminder's next fire from the core's schedules: the person's zone, and
/// for period-due reminders the cycle prediction. Use cases call it inside their transaction, so a
/// change and the reminders that depend on it are stored together.
public enum ReminderPlanning {
    /// The next fire strictly after `now`, nil when off or (period-due) without a prediction.
    static func nextFire(_ reminder: Reminder, of person: Person, lastFired: Date?,
                                on db: any Storage, now: Date) async throws -> Date? {
        guard reminder.enabled else { return nil }
        let prediction = reminder.kind == .periodDue ? try await periodPrediction(of: person, on: db, now: now) : nil
        return reminder.nextFire(after: now, in: person.preferences.zone, prediction: prediction, lastFired: lastFired)
    }

    /// A period-due reminder the scheduler found due, against the prediction as it is now: the fire
    /// due (if the prediction still puts one there) and the next fire after it, or else the next fire
    /// planned anew.
    static func periodDueCheck(_ reminder: Reminder, of person: Person, lastFired: Date?,
                                      on db: any Storage, now: Date) async throws -> PeriodDueCheck {
        let prediction = try await periodPrediction(of: person, on: db, now: now)
        let zone = person.preferences.zone
        let due = reminder.periodDueSchedule.dueFire(at: now, lastFired: lastFired, prediction: prediction, in: zone)
        let next = reminder.nextFire(after: now, in: zone, prediction: prediction, lastFired: due == nil ? lastFired : now)
        return PeriodDueCheck(due: due, next: next)
    }

    /// The coming periods a period-due reminder follows: as the calendar shows them, moved by a
    /// confirmed ovulation.
    static func periodPrediction(of person: Person, on db: any Storage, now: Date) async throws -> CyclePrediction {
        try await FertilityView.load(person, on: db, now: now).prediction
    }

    /// Every reminder of the person anew (`only` a kind: after the logged cycle changed, just the
    /// period-due ones). Returns whether any stored next fire moved.
    @discardableResult
    static func replan(_ person: Person, on db: any Storage, now: Date, only kind: ReminderKind? = nil) async throws -> Bool {
        let queries = db.reminders(of: person.id)
        var moved = false
        for stored in try await queries.list() where kind.map({ $0 == stored.reminder.kind }) ?? true {
            let next = try await nextFire(stored.reminder, of: person, lastFired: stored.lastFiredAt, on: db, now: now)
            if next != stored.nextFireAt {
                try await queries.setNextFire(stored.id, to: next)
                moved = true
            }
        }
        return moved
    }

    /// Periods or pauses changed: the prediction moved, and with it every period-due reminder.
    /// The scheduler also checks the prediction when one falls due; this keeps the stored next
    /// fire (and so an earlier-moving period) right in between.
    static func cycleChanged(_ person: Person, on db: any Storage, now: Date) async throws {
        try await replan(person, on: db, now: now, only: .periodDue)
    }
}
