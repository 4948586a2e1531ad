import Foundation

extension TimeOfDay {
    /// The wall-clock minute of an instant in a zone.
    public init(of instant: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.hour, .minute], from: instant)
        self.init(clamping: c.hour ?? 0, c.minute ?? 0)
    }

    /// When a waking temperature is usually taken, before a person's own readings say otherwise.
    public static let usualWaking = TimeOfDay(clamping: 7, 0)

    private init(clamping hour: Int, _ minute: Int) {
        self.hour = min(max(hour, 0), 23)
        self.minute = min(max(minute, 0), 59)
    }
}
