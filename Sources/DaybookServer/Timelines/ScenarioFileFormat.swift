import DaybookCore
import Vapor

/// The file formats a scenario is imported from and exported to (`?format=`).
enum ScenarioFileFormat: String, Sendable {
    /// The scenario JSON (`named`, `nameEn`, `nameDe`, `textEn`, … with `events`).
    case seed
    /// Knight Lab's TimelineJS3 JSON.
    case timelinejs

    /// `?format=`; the scenario JSON when absent.
    init(_ req: Request) throws {
        guard let text = req.query[String.self, at: "format"] else {
            self = .seed
            return
        }
        guard let format = ScenarioFileFormat(rawValue: text) else {
            throw APIError.invalid("format", "must be seed or timelinejs", Problem(.oneOf, ["choices": "seed, timelinejs"]))
        }
        self = format
    }
}
