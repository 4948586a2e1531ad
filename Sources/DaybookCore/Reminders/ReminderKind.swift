/// What a reminder is for.
public enum ReminderKind: String, Sendable, Codable, CaseIterable, Hashable {
    case stressLog, metricsLog, periodDue, medication, water, custom

    /// The settings screen offers three stress-log reminders and one metrics-log reminder;
    /// the other kinds have no limit.
    public var limit: Int? {
        switch self {
        case .stressLog: 3
        case .metricsLog: 1
        default: nil
        }
    }

    /// The notification's title when the reminder has no text of its own.
    public var defaultTitle: String {
        switch self {
        case .stressLog: "Time to log your stress"
        case .metricsLog: "Time to log today's metrics"
        case .periodDue: "Your period is due soon"
        case .medication: "Time for your medication"
        case .water: "Time to drink some water"
        case .custom: "Reminder"
        }
    }
}
