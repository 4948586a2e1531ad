/// The other apps' files Daybook reads, and its own export. Raw values are the names on the command line and in the API
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
    /// Daybook's own export (`GET /api/v1/export`): a whole account, moved in or brought back.
    case daybook

    /// Whether the files are JSON, where a string may spell a NUL character as `\u0000`.
    var isJSON: Bool {
        switch self {
        case .nightscout, .healthAutoExport, .clue, .flo, .daybook: true
        case .appleHealth, .drip, .trackAndGraph, .daylio: false
        }
    }
}
