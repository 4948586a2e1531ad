import DaybookCore
import Vapor

/// A catalogue entry as the API shows it: the core's summary plus whether it is one of the user's
/// own imports (`imported`, deletable) or bundled with Daybook.
struct ScenarioSummaryDTO: Encodable, Sendable {
    var summary: ScenarioSummary
    var imported: Bool

    private enum Keys: String, CodingKey { case imported }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(imported, forKey: .imported)
    }
}
