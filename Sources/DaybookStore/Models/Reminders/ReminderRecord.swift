import DaybookCore
import FluentKit
import Foundation

/// One reminder of one user. `time` is "HH:mm" local, `weekdays` a comma list ("1,3,5");
/// `next_fire_at` is the persisted next fire (UTC), nil while switched off or without a prediction.
public final class ReminderRecord: Model, @unchecked Sendable {
    public static let schema = "reminders"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "kind") public var kind: String
    @Field(key: "time") public var time: String
    @Field(key: "weekdays") public var weekdays: String
    @Field(key: "enabled") public var enabled: Bool
    @OptionalField(key: "text") public var text: String?
    @Field(key: "days_before") public var daysBefore: Int
    @OptionalField(key: "next_fire_at") public var nextFireAt: Date?
    @OptionalField(key: "last_fired_at") public var lastFiredAt: Date?
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}

    public init(userID: UUID, reminder: Reminder, at time: Date) {
        self.userID = userID
        createdAt = time
        apply(reminder, at: time)
    }

    public func apply(_ reminder: Reminder, at time: Date) {
        kind = reminder.kind.rawValue
        self.time = reminder.time.description
        weekdays = reminder.weekdays.sorted().map(String.init).joined(separator: ",")
        enabled = reminder.enabled
        text = reminder.text
        daysBefore = reminder.daysBefore
        updatedAt = time
    }

    /// The stored row as the core's value; a row that no longer parses is an error, not a guess.
    public func value() throws -> Reminder {
        guard let kind = ReminderKind(rawValue: kind) else { throw CorruptRecord("reminder kind \(self.kind)") }
        let days = Set(weekdays.split(separator: ",").compactMap { Int($0) })
        do {
            return try Reminder(kind: kind, time: TimeOfDay(parsing: time), weekdays: days, enabled: enabled,
                                text: text, daysBefore: daysBefore)
        } catch {
            throw CorruptRecord("reminder \(id?.uuidString ?? "?"): \(error)")
        }
    }
}
