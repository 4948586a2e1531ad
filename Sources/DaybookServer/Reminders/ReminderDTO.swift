import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// A reminder as the API shows it, with when it fires next.
struct ReminderDTO: Content {
    var id: UUID
    var kind: ReminderKind
    var time: TimeOfDay
    var weekdays: [Int]
    var enabled: Bool
    var text: String?
    var daysBefore: Int
    var nextFireAt: Date?
    var lastFiredAt: Date?

    init(_ scheduled: ScheduledReminder) {
        let reminder = scheduled.reminder
        id = scheduled.id
        kind = reminder.kind
        time = reminder.time
        weekdays = reminder.weekdays.sorted()
        enabled = reminder.enabled
        text = reminder.text
        daysBefore = reminder.daysBefore
        nextFireAt = scheduled.nextFireAt
        lastFiredAt = scheduled.lastFiredAt
    }
}

/// The fields a client sends; on PATCH absent ones keep their value.
struct ReminderInput: Decodable {
    var kind: ReminderKind
    var time: String
    var weekdays: [Int]?
    var enabled: Bool?
    var text: String?
    var daysBefore: Int?

    static let fields: Set<String> = ["kind", "time", "weekdays", "enabled", "text", "daysBefore"]

    func reminder() throws -> Reminder {
        try Reminder(kind: kind, time: TimeOfDay(parsing: time), weekdays: Set(weekdays ?? Array(1...7)),
                     enabled: enabled ?? true, text: text, daysBefore: daysBefore ?? PeriodDueSchedule.defaultDaysBefore)
    }
}

extension ReminderInput {
    /// A reminder from the API's JSON (or a web form made into it). An explicit null for an
    /// optional field means "the default".
    static func reminder(from object: [String: Any]) throws -> Reminder {
        let cleaned = object.filter { !($0.value is NSNull) }
        return try JSONCoding.decoder().decode(ReminderInput.self, from: try JSONBody.data(cleaned)).reminder()
    }
}
