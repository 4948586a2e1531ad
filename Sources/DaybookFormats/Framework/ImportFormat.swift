/// The other apps' files Daybook reads. Raw values are the names on the command line and in the API
/// (`--format apple-health`, `?format=apple-health`).
public enum ImportFormat: String, Sendable, Codable, CaseIterable {
    case appleHealth = "apple-health"
    case drip
    case trackAndGraph = "track-and-graph"
    case daylio
    case nightscout
    case healthAutoExport = "health-auto-export"
    case clue
    case flo

    /// Whether the files are JSON, where a string may spell a NUL character as `\u0000`.
    var isJSON: Bool {
        switch self {
        case .nightscout, .healthAutoExport, .clue, .flo: true
        case .appleHealth, .drip, .trackAndGraph, .daylio: false
        }
    }
}
