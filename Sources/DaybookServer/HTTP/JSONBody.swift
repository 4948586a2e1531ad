import DaybookCore
import Foundation
import Vapor

/// A request body read as a JSON object, for endpoints that merge or complete it before decoding.
enum JSONBody {
    static func object(of req: Request, allowed: Set<String>) throws -> [String: Any] {
        guard let buffer = req.body.data, buffer.readableBytes > 0 else {
            throw APIError.malformed("The body must be a JSON object.")
        }
        let object = try object(from: Data(buffer: buffer))
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APIError.invalid(unknown, .notAFieldOfRequest)
        }
        return object
    }

    static func object(from data: Data) throws -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw APIError.malformed("The body is not valid JSON.")
        }
        guard let object = parsed as? [String: Any] else { throw APIError.malformed("The body must be a JSON object.") }
        return object
    }

    static func data(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }
}
