import Vapor

/// The file formats a scenario is imported from and exported to (`?format=`).
enum ScenarioFileFormat: String, Sendable {
    /// Seed 004's JSON (`named`, `nameEn`, `nameDe`, `textEn`, … with `events`).
    case seed
    /// Knight Lab's TimelineJS3 JSON.
    case timelinejs

    /// `?format=`; seed 004's JSON when absent.
    init(_ req: Request) throws {
        guard let text = req.query[String.self, at: "format"] else {
            self = .seed
            return
        }
        guard let format = ScenarioFileFormat(rawValue: text) else {
            throw APIError.invalid("format", "must be seed or timelinejs")
        }
        self = format
    }
}
