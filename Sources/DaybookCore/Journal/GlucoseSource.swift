/// Where a glucose reading came from: typed in, a finger-stick meter, or a continuous monitor.
public enum GlucoseSource: String, Sendable, Codable, CaseIterable {
    case manual
    case meter
    case cgm
}
