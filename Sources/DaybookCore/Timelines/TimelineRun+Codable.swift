import Foundation

/// A run's JSON uses the scenario names; `startTime` is an ISO 8601 instant in UTC (the API writes
/// instants as ISO 8601 with an offset), whatever date strategy the encoder is set to.
extension TimelineRun {
    enum CodingKeys: String, CodingKey {
        case named, startTime, totalTime, displayRatio, events
    }

    private static let instantStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let text = try c.decode(String.self, forKey: .startTime)
        guard let startTime = (try? Self.instantStyle.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) else {
            throw ValidationError(field: "startTime", .iso8601Instant)
        }
        self.named = try c.decode(String.self, forKey: .named)
        self.startTime = startTime
        self.totalTime = try c.decode(Double.self, forKey: .totalTime)
        self.displayRatio = try c.decode(Double.self, forKey: .displayRatio)
        self.events = try c.decode([Event].self, forKey: .events)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(named, forKey: .named)
        try c.encode(startTime.formatted(Self.instantStyle), forKey: .startTime)
        try c.encode(totalTime, forKey: .totalTime)
        try c.encode(displayRatio, forKey: .displayRatio)
        try c.encode(events, forKey: .events)
    }
}
