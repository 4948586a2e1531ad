import Vapor

/// An error the API answers with `{"error": {"code", "message", "field"}}` and a 4xx status.
struct APIError: Error, Sendable {
    var status: HTTPResponseStatus
    var code: String
    var message: String
    var field: String?
    var headers: HTTPHeaders = [:]

    static func malformed(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "malformed", message: message)
    }

    static func invalid(_ field: String, _ message: String) -> APIError {
        APIError(status: .unprocessableEntity, code: "invalid", message: message, field: field)
    }

    static let unauthorized = APIError(
        status: .unauthorized, code: "unauthorized", message: "Log in first: send a bearer token or a session cookie.",
        headers: ["WWW-Authenticate": "Bearer"])

    static func wrongCredentials() -> APIError {
        APIError(status: .unauthorized, code: "wrongCredentials", message: "The email or the password is wrong.")
    }

    static let forbidden = APIError(status: .forbidden, code: "forbidden", message: "You may read this but not change it.")

    static func notFound(_ what: String = "This") -> APIError {
        APIError(status: .notFound, code: "notFound", message: "\(what) does not exist.")
    }

    static func conflict(_ field: String, _ message: String) -> APIError {
        APIError(status: .conflict, code: "conflict", message: message, field: field)
    }

    static func tooManyRequests(_ what: String = "failed attempts", retryAfter seconds: Int) -> APIError {
        APIError(status: .tooManyRequests, code: "tooManyRequests",
                 message: "Too many \(what). Try again in \(max(1, (seconds + 59) / 60)) minutes.",
                 headers: ["Retry-After": String(max(1, seconds))])
    }

    /// 413: the body is over the route's limit; nothing of it was used.
    static func payloadTooLarge(limit bytes: Int) -> APIError {
        APIError(status: .payloadTooLarge, code: "payloadTooLarge",
                 message: "The request body is larger than \(BodyLimits.describe(bytes)), the most this route accepts.",
                 field: "body")
    }
}

/// The JSON body of every error.
struct ErrorBody: Content {
    struct Detail: Content {
        var code: String
        var message: String
        var field: String?
    }
    var error: Detail
}
