import Foundation

/// What a parser needs to know about the person importing that the file does not say.
public struct ImportContext: Sendable {
    /// For times written without an offset (Daylio) and for dating instants into days.
    public var timeZone: TimeZone
    /// Daylio lets people rename their moods; their labels map here.
    public var daylioMoods: DaylioMoodMapping

    public init(timeZone: TimeZone, daylioMoods: DaylioMoodMapping = .standard) {
        self.timeZone = timeZone
        self.daylioMoods = daylioMoods
    }
}
