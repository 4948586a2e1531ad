import DaybookFormats
import Foundation
import Vapor

/// JSON as the API speaks it (`DaybookJSON`), installed as Vapor's content coders.
enum JSONCoding {
    /// Vapor's content coders are process-wide: set them once, even when tests start many apps at a time.
    static let installGlobally: Void = {
        ContentConfiguration.global.use(encoder: encoder(), for: .json)
        ContentConfiguration.global.use(decoder: decoder(), for: .json)
    }()

    static func encoder() -> JSONEncoder { DaybookJSON.encoder() }

    static func decoder() -> JSONDecoder { DaybookJSON.decoder() }

    static func parseInstant(_ text: String) -> Date? { DaybookJSON.parseInstant(text) }
}
