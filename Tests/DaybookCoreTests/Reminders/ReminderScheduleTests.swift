import Foundation
import Testing
import DaybookCore

@Suite struct ReminderScheduleTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    static func utc(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    static func time(_ text: String) -> TimeOfDay {
        try! TimeOfDay(parsing: text)
    }

    @Test func aLocalTimeIsTheInstantOfThatWallClockTime() throws {
        // Summer (CEST, +2) and winter (CET, +1).
        #expect(LocalInstant.instant(on: date("2026-06-01"), at: Self.time("08:00"), in: Self.berlin) == Self.utc("2026-06-01T06:00:00Z"))
        #expect(LocalInstant.instant(on: date("2026-12-01"), at: Self.time("08:00"), in: Self.berlin) == Self.utc("2026-12-01T07:00:00Z"))
    }

    @Test func aTimeInTheSpringForwardGapFiresAsFarAfterTheGap() {
        // 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00Z); 02:30 does not exist → 03:30 CEST = 01:30Z.
        #expect(LocalInstant.instant(on: date("2026-03-29"), at: Self.time("02:30"), in: Self.berlin) == Self.utc("2026-03-29T01:30:00Z"))
        #expect(LocalInstant.instant(on: date("2026-03-29"), at: Self.time("02:00"), in: Self.berlin) == Self.utc("2026-03-29T01:00:00Z"))
    }

    @Test func aTimeThatOccursTwiceAtFallBackIsTheFirstOccurrence() {
        // 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00Z); 02:30 is 00:30Z (CEST) and 01:30Z (CET).
        #expect(LocalInstant.instant(on: date("2026-10-25"), at: Self.time("02:30"), in: Self.berlin) == Self.utc("2026-10-25T00:30:00Z"))
    }

    @Test func dailyAcrossSpringForwardKeepsTheWallClockTime() throws {
        let schedule = try ReminderSchedule(time: Self.time("02:30"))
        let first = try #require(schedule.nextFire(after: Self.utc("2026-03-28T12:00:00Z"), in: Self.berlin))
        #expect(first == Self.utc("2026-03-29T01:30:00Z"))
        #expect(schedule.nextFire(after: first, in: Self.berlin) == Self.utc("2026-03-30T00:30:00Z"))
    }

    @Test func dailyAcrossFallBackFiresOnce() throws {
        let schedule = try ReminderSchedule(time: Self.time("02:30"))
        let first = try #require(schedule.nextFire(after: Self.utc("2026-10-24T12:00:00Z"), in: Self.berlin))
        #expect(first == Self.utc("2026-10-25T00:30:00Z"))
        // Not at the second 02:30 (01:30Z) but the next day, 02:30 CET.
        #expect(schedule.nextFire(after: first, in: Self.berlin) == Self.utc("2026-10-26T01:30:00Z"))
    }

    @Test func onlyOnTheChosenWeekdaysAndNeverWhenOff() throws {
        // 2026-11-23 is a Monday. Wednesdays and Fridays at 18:15 CET (17:15Z).
        let schedule = try ReminderSchedule(time: Self.time("18:15"), weekdays: [3, 5])
        #expect(schedule.nextFire(after: Self.utc("2026-11-23T09:00:00Z"), in: Self.berlin) == Self.utc("2026-11-25T17:15:00Z"))
        #expect(schedule.nextFire(after: Self.utc("2026-11-25T17:15:00Z"), in: Self.berlin) == Self.utc("2026-11-27T17:15:00Z"))
        #expect(schedule.nextFire(after: Self.utc("2026-11-27T17:15:00Z"), in: Self.berlin) == Self.utc("2026-12-02T17:15:00Z"))
        let off = try ReminderSchedule(time: Self.time("18:15"), enabled: false)
        #expect(off.nextFire(after: Self.utc("2026-11-23T09:00:00Z"), in: Self.berlin) == nil)
    }

    @Test func badTimesAndWeekdaysNameTheirField() {
        #expect(throws: ValidationError(field: "time", "must be a time of day as HH:mm (00:00–23:59)")) { try TimeOfDay(parsing: "24:00") }
        #expect(throws: ValidationError(field: "time", "must be a time of day as HH:mm (00:00–23:59)")) { try TimeOfDay(parsing: "8:00") }
        #expect(throws: ValidationError.self) { try ReminderSchedule(time: Self.time("08:00"), weekdays: []) }
        #expect(throws: ValidationError(field: "weekdays", "weekdays are 1–7, Monday = 1")) {
            try ReminderSchedule(time: Self.time("08:00"), weekdays: [0, 1])
        }
    }

    @Test func seedThreeLimitsThreeStressAndOneMetricsReminder() throws {
        try ReminderRules.checkLimit(adding: .stressLog, existing: 2)
        #expect(throws: ValidationError(field: "kind", "at most 3 stress-log reminders (you have 3)")) {
            try ReminderRules.checkLimit(adding: .stressLog, existing: 3)
        }
        #expect(throws: ValidationError(field: "kind", "at most 1 metrics-log reminder (you have 1)")) {
            try ReminderRules.checkLimit(adding: .metricsLog, existing: 1)
        }
        try ReminderRules.checkLimit(adding: .custom, existing: 500)
        #expect(throws: ValidationError(field: "text", "a custom reminder needs a text")) {
            try Reminder(kind: .custom, time: Self.time("08:00"), text: "  ")
        }
    }

    /// The regular history of CycleFeedTests: next period 2026-06-18.
    @Test func periodDueFiresDaysBeforeThePredictedStartOncePerCycle() throws {
        var start = date("2026-01-01")
        var history: [Period] = []
        for _ in 0...5 {
            history.append(Period(start: start, end: start.adding(days: 4)))
            start = start.adding(days: 28)
        }
        let prediction = CyclePrediction(periods: history, today: date("2026-06-01"))
        let reminder = try Reminder(kind: .periodDue, time: Self.time("09:00"))
        // 2026-06-16 09:00 CEST.
        let first = try #require(reminder.nextFire(after: Self.utc("2026-06-01T10:00:00Z"), in: Self.berlin, prediction: prediction))
        #expect(first == Self.utc("2026-06-16T07:00:00Z"))
        // The next cycle, 28 days later: 2026-07-14.
        #expect(reminder.nextFire(after: first, in: Self.berlin, prediction: prediction, lastFired: first) == Self.utc("2026-07-14T07:00:00Z"))
        // No prediction, no fire.
        #expect(reminder.nextFire(after: first, in: Self.berlin, prediction: nil) == nil)
        let fiveBefore = try Reminder(kind: .periodDue, time: Self.time("20:00"), daysBefore: 5)
        #expect(fiveBefore.nextFire(after: Self.utc("2026-06-01T10:00:00Z"), in: Self.berlin, prediction: prediction) == Self.utc("2026-06-13T18:00:00Z"))
        #expect(throws: ValidationError(field: "daysBefore", "must be 0–14 days")) {
            try Reminder(kind: .periodDue, time: Self.time("09:00"), daysBefore: 15)
        }
    }

    /// What the scheduler asks when a period-due reminder's stored fire comes round: is a fire due
    /// by the prediction as it is now? Same history: the fire for the 2026-06-18 start is 2026-06-16 09:00 CEST.
    @Test func aPeriodDueFireIsDueUpToADayLateAndOncePerCycle() throws {
        var start = date("2026-01-01")
        var history: [Period] = []
        for _ in 0...5 {
            history.append(Period(start: start, end: start.adding(days: 4)))
            start = start.adding(days: 28)
        }
        let prediction = CyclePrediction(periods: history, today: date("2026-06-01"))
        let schedule = try Reminder(kind: .periodDue, time: Self.time("09:00")).periodDueSchedule
        let fire = Self.utc("2026-06-16T07:00:00Z")
        let due = PeriodDueSchedule.Fire(instant: fire, periodStart: date("2026-06-18"))
        func dueFire(at now: Date, lastFired: Date? = nil) -> PeriodDueSchedule.Fire? {
            schedule.dueFire(at: now, lastFired: lastFired, prediction: prediction, in: Self.berlin)
        }
        #expect(dueFire(at: fire.addingTimeInterval(-60)) == nil)
        #expect(dueFire(at: fire) == due)
        // Late, within a day: still fires, announcing the same start.
        #expect(dueFire(at: fire.addingTimeInterval(23 * 3_600)) == due)
        #expect(dueFire(at: fire.addingTimeInterval(PeriodDueSchedule.lateFireGrace + 60)) == nil)
        // Fired for this cycle already.
        #expect(dueFire(at: fire.addingTimeInterval(3_600), lastFired: fire) == nil)
        // The next fire is the first fire's instant, as the reminder plans it.
        #expect(schedule.firstFire(after: fire, lastFired: fire, prediction: prediction, in: Self.berlin)?.instant
                == Self.utc("2026-07-14T07:00:00Z"))
        #expect(schedule.nextFire(after: fire, lastFired: fire, prediction: prediction, in: Self.berlin) == Self.utc("2026-07-14T07:00:00Z"))
    }
}
