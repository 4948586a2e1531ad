import DaybookCore
import Foundation

/// What Nightscout's alarm socket (lib/api3/alarmSocket.js) sends: simplealarms' notification when the
/// latest reading leaves the person's range, "All Clear" when it comes back, and announcements. Below
/// the hypo threshold is urgent (`urgent_alarm`, level 2), above the hyper threshold a warning (`alarm`,
/// level 1), as Nightscout's own defaults rank a low and a high.
public enum NightscoutAlarm {
    public enum Level: Int, Sendable {
        case warning = 1
        case urgent = 2

        /// The event the alarm socket emits it as.
        public var event: String { self == .urgent ? "urgent_alarm" : "alarm" }
    }

    /// Nightscout alarms only on a reading at most this old (simplealarms: 10 minutes).
    public static let freshness: TimeInterval = 10 * 60

    /// The alarm a reading raises for a person, nil when it is in range, stale or a sensor code (≤ 39 mg/dL).
    public static func level(of reading: GlucoseReading, preferences: Preferences, now: Date) -> Level? {
        guard reading.mgPerDL > 39, now.timeIntervalSince(reading.time) < freshness else { return nil }
        switch reading.tag(for: preferences) {
        case .hypo: return .urgent
        case .hyper: return .warning
        case .inRange: return nil
        }
    }

    /// The notification, as simplealarms requests it and notifications.js sends it.
    public static func notification(_ level: Level, reading: GlucoseReading, preferences: Preferences) -> NightscoutDocument {
        let low = reading.tag(for: preferences) == .hypo
        let unit = preferences.glucoseUnit
        let value = reading.value(in: unit)
        let shown = unit == .mmolPerL ? String(format: "%.1f", value) : String(Int(value.rounded()))
        let units = unit == .mmolPerL ? "mmol/L" : "mg/dl"
        let threshold = { (mgPerDL: Double) -> NightscoutJSON in
            unit == .mmolPerL ? .numeric((unit.fromMgPerDL(mgPerDL) * 10).rounded() / 10) : .numeric(mgPerDL.rounded())
        }
        return [
            "level": .integer(Int64(level.rawValue)),
            "title": .string((level == .urgent ? "Urgent" : "Warning") + (low ? " LOW" : " HIGH")),
            "message": .string("BG Now: \(shown) \(units)"),
            "eventName": .string(low ? "low" : "high"),
            "plugin": .object(["name": .string("simplealarms"), "label": .string("Simple Alarms"),
                               "pluginType": .string("notification"), "enabled": .bool(true)]),
            "pushoverSound": .string(level == .urgent ? "persistent" : (low ? "falling" : "climb")),
            "debug": .object([
                "lastSGV": unit == .mmolPerL ? .numeric((value * 10).rounded() / 10) : .numeric(value.rounded()),
                "thresholds": .object([
                    "bgHigh": threshold(preferences.hyperThresholdMgPerDL), "bgTargetTop": threshold(preferences.hyperThresholdMgPerDL),
                    "bgTargetBottom": threshold(preferences.hypoThresholdMgPerDL), "bgLow": threshold(preferences.hypoThresholdMgPerDL),
                ]),
            ]),
            "group": .string("default"),
            "key": .string("simplealarms_\(level.rawValue)"),
        ]
    }

    /// notifications.js's auto-ack once the reading is back in range.
    public static let clear: NightscoutDocument = [
        "clear": .bool(true), "title": .string("All Clear"), "message": .string("Auto ack'd alarm(s)"), "group": .string("default"),
    ]

    /// An Announcement treatment as treatmentnotify sends it; nil for any other treatment.
    public static func announcement(_ treatment: NightscoutDocument) -> NightscoutDocument? {
        guard treatment["eventType"]?.stringValue == "Announcement" else { return nil }
        let message = treatment["notes"]?.stringValue ?? ""
        return [
            "level": .integer(0), "title": .string("Announcement"), "message": .string(message),
            "plugin": .object(["name": .string("treatmentnotify"), "label": .string("Treatment Notifications"),
                               "pluginType": .string("notification"), "enabled": .bool(true)]),
            "group": .string("Announcement"), "isAnnouncement": .bool(true),
            "key": .string(SHA1.digest(Array(("Announcement" + message).utf8)).map { String(format: "%02x", $0) }.joined()),
        ]
    }
}
