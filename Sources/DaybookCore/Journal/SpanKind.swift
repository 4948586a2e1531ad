/// What a span of time was.
public enum SpanKind: String, Sendable, Codable, CaseIterable {
    case illness
    case stress
}
