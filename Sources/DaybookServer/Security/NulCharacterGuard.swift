import Vapor

/// Refuses a JSON or form body holding a NUL character (`\u0000`, `%00`) with 400, before any route
/// reads it: no text Daybook keeps may hold one, and PostgreSQL's text cannot (each such note, name or
/// email was a 500 there, and stored as sent on SQLite). Streamed bodies (imports) are left to the
/// import pipeline, which refuses one by its line; multipart forms to their parsers; and the Nightscout
/// paths, which answer in Nightscout's words and keep documents as JSON (the names they log in the
/// journal are cleaned in the core).
struct NulCharacterGuard: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let type = request.headers.contentType, request.method != .GET, request.method != .HEAD, !Self.isNightscout(request.url.path),
              !((request.route?.userInfo[BodyLimit.key] as? BodyLimit)?.streamed ?? false) else {
            return try await next.respond(to: request)
        }
        let isJSON = type.subType == "json" || type.subType.hasSuffix("+json")
        let isForm = type == .urlEncodedForm
        guard isJSON || isForm else { return try await next.respond(to: request) }
        try await request.collectBody()
        if let body = request.body.data, Self.holdsNul(body.readableBytesView, json: isJSON) {
            throw APIError.malformed("Text must not contain a NUL character (\\u0000).")
        }
        return try await next.respond(to: request)
    }

    /// Nightscout's paths, under a person's handle or at the server's root.
    static func isNightscout(_ path: String) -> Bool {
        path.hasPrefix("/nightscout/") || path.hasPrefix("/api/v2/") || path.hasPrefix("/api/v3/")
            || ["entries", "treatments", "devicestatus", "profile"].contains { path.hasPrefix("/api/v1/\($0)") }
    }

    /// A raw 0 byte; in JSON the escape `\u0000` (not an escaped backslash before "u0000"); in a form `%00`.
    static func holdsNul<Bytes: Collection>(_ bytes: Bytes, json: Bool) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0 { return true }
            if json, byte == UInt8(ascii: "\\") {
                let escape = bytes[(index + 1)..<min(index + 6, bytes.endIndex)]
                if escape.elementsEqual("u0000".utf8) { return true }
                index += 2
                continue
            }
            if !json, byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "0"), bytes[index + 2] == UInt8(ascii: "0") {
                return true
            }
            index += 1
        }
        return false
    }
}
