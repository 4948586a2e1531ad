/// What a span of time was (seed 002 `Illness` and `Stress`, both a start, an end and a duration).
public enum SpanKind: String, Sendable, Codable, CaseIterable {
    case illness
    case stress
}
