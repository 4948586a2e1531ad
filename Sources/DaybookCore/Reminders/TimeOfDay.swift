/// A local wall-clock time of day, "HH:mm", with no date and no zone.
public struct TimeOfDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init(hour: Int, minute: Int) throws(ValidationError) {
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            throw ValidationError(field: "time", .timeOfDay)
        }
        self.hour = hour
        self.minute = minute
    }

    /// Parses exactly `HH:mm`.
    public init(parsing text: String, field: String = "time") throws(ValidationError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
        else { throw ValidationError(field: field, .timeOfDay) }
        hour = h
        minute = m
    }

    public var secondOfDay: Int { hour * 3600 + minute * 60 }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.secondOfDay < rhs.secondOfDay }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(parsing: text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
