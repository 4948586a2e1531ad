import DaybookCore
import Foundation

/// Whose data a use case changes or a read model shows, with the preferences that shape it
/// (time zone, units, thresholds, onboarding cycle values).
public struct Person: Sendable {
    public let id: UUID
    public var preferences: Preferences

    public init(id: UUID, preferences: Preferences) {
        self.id = id
        self.preferences = preferences
    }

    /// The person's calendar date at `instant`.
    public func day(of instant: Date) -> LocalDate {
        LocalDate(instant, in: preferences.zone)
    }
}
