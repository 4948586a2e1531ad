import DaybookCore
import DaybookFormats
import Foundation
import Testing

/// What the alarm socket sends, in the shape AndroidAPS's NSAlarmObject reads (level, title, message,
/// eventName, group), from the person's own thresholds.
@Suite struct NightscoutAlarmTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var preferences: Preferences { Preferences(displayName: "Ada", timeZone: "UTC") }

    func reading(_ mgPerDL: Double, minutesAgo: Double = 1) throws -> GlucoseReading {
        try GlucoseReading(mgPerDL: mgPerDL, time: now.addingTimeInterval(-minutesAgo * 60), source: .cgm)
    }

    @Test func aLowIsUrgentAHighAWarningAndTheRangeNothing() throws {
        #expect(NightscoutAlarm.level(of: try reading(55), preferences: preferences, now: now) == .urgent)
        #expect(NightscoutAlarm.level(of: try reading(240), preferences: preferences, now: now) == .warning)
        #expect(NightscoutAlarm.level(of: try reading(70), preferences: preferences, now: now) == nil)
        #expect(NightscoutAlarm.level(of: try reading(180), preferences: preferences, now: now) == nil)
        // Stale readings and sensor codes raise nothing, as simplealarms.
        #expect(NightscoutAlarm.level(of: try reading(55, minutesAgo: 11), preferences: preferences, now: now) == nil)
        #expect(NightscoutAlarm.level(of: try reading(39), preferences: preferences, now: now) == nil)
        #expect(NightscoutAlarm.Level.urgent.event == "urgent_alarm" && NightscoutAlarm.Level.warning.event == "alarm")
    }

    @Test func theNotificationHasNightscoutsShape() throws {
        let low = NightscoutAlarm.notification(.urgent, reading: try reading(55), preferences: preferences)
        #expect(low["level"] == .integer(2) && low["title"] == .string("Urgent LOW") && low["eventName"] == .string("low"))
        #expect(low["message"] == .string("BG Now: 55 mg/dl") && low["group"] == .string("default"))
        #expect(low["plugin"]?.objectValue?["name"] == .string("simplealarms") && low["key"] == .string("simplealarms_2"))
        var mmol = preferences
        mmol.glucoseUnit = .mmolPerL
        let high = NightscoutAlarm.notification(.warning, reading: try reading(252), preferences: mmol)
        #expect(high["level"] == .integer(1) && high["title"] == .string("Warning HIGH") && high["eventName"] == .string("high"))
        #expect(high["message"] == .string("BG Now: 14.0 mmol/L"))
        #expect(NightscoutAlarm.clear["clear"] == .bool(true) && NightscoutAlarm.clear["title"] == .string("All Clear"))
    }

    @Test func anAnnouncementIsToldAndOtherTreatmentsAreNot() {
        let told = NightscoutAlarm.announcement(["eventType": .string("Announcement"), "notes": .string("Site change")])
        #expect(told?["message"] == .string("Site change") && told?["isAnnouncement"] == .bool(true) && told?["level"] == .integer(0))
        #expect(NightscoutAlarm.announcement(["eventType": .string("Note"), "notes": .string("x")]) == nil)
    }
}
