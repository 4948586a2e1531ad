import DaybookCore
import Vapor

/// Rejects JSON fields an endpoint does not know, so a typo ("hypothreshold") is an error, not a
/// silent no-op.
enum KnownFields {
    static func check(_ request: Request, allowed: Set<String>) throws {
        guard let body = request.body.data else { return }
        let object: [String: IgnoredValue]
        do {
            object = try JSONDecoder().decode([String: IgnoredValue].self, from: body)
        } catch {
            return // the typed decode reports what is wrong with the body
        }
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APIError.invalid(unknown, .notAFieldOfRequest)
        }
    }

    private struct IgnoredValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
