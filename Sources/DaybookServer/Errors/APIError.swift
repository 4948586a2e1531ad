import DaybookCore
import Vapor

/// An error the API answers with `{"error": {"code", "message", "field"}}` and a 4xx status.
/// `message` is the English; `problem`, when there is one, words it in the reader's language.
/// Every error carries a `problem`, so no answer can reach a reader of another language in English only.
struct APIError: Error, Sendable {
    var status: HTTPResponseStatus
    var code: String
    var message: String
    var field: String?
    var headers: HTTPHeaders = [:]
    var problem: Problem

    init(status: HTTPResponseStatus, code: String, message: String, field: String? = nil,
         headers: HTTPHeaders = [:], problem: Problem) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers
        self.problem = problem
    }

    /// The error worded by its problem alone: its English is the problem's.
    init(status: HTTPResponseStatus, code: String, field: String? = nil, headers: HTTPHeaders = [:], _ problem: Problem) {
        self.init(status: status, code: code, message: problem.english, field: field, headers: headers, problem: problem)
    }

    /// The message in `words`' language: English keeps its own (often more precise) text; another
    /// language reads the problem.
    func message(in words: Catalogue) -> String {
        words.language == .en ? message : problem.text(in: words)
    }

    static func malformed(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "malformed", message: message, problem: Problem(.apiMalformed))
    }

    /// A refusal whose English stays word for word as the route has always said it (clients and people
    /// know it), worded for readers of other languages by `problem`.
    static func invalid(_ field: String, _ english: String, _ problem: Problem) -> APIError {
        APIError(status: .unprocessableEntity, code: "invalid", message: english, field: field, problem: problem)
    }

    static func invalid(_ field: String, _ problem: Problem) -> APIError {
        APIError(status: .unprocessableEntity, code: "invalid", message: problem.english, field: field, problem: problem)
    }

    static func invalid(_ field: String, _ kind: ProblemKind, _ values: [String: String] = [:]) -> APIError {
        invalid(field, Problem(kind, values))
    }

    static let unauthorized = APIError(
        status: .unauthorized, code: "unauthorized", message: ProblemKind.apiUnauthorized.english,
        headers: ["WWW-Authenticate": "Bearer"], problem: Problem(.apiUnauthorized))

    static func wrongCredentials() -> APIError {
        APIError(status: .unauthorized, code: "wrongCredentials", message: ProblemKind.apiWrongCredentials.english,
                 problem: Problem(.apiWrongCredentials))
    }

    static let forbidden = APIError(status: .forbidden, code: "forbidden", message: ProblemKind.apiForbidden.english,
                                      problem: Problem(.apiForbidden))

    static func notFound(_ what: String = "This") -> APIError {
        APIError(status: .notFound, code: "notFound", message: "\(what) does not exist.", problem: Problem(.apiNotFound))
    }

    static func conflict(_ field: String, _ message: String, _ problem: Problem) -> APIError {
        APIError(status: .conflict, code: "conflict", message: message, field: field, problem: problem)
    }

    static func conflict(_ field: String, _ problem: Problem) -> APIError {
        conflict(field, problem.english, problem)
    }

    static func tooManyRequests(_ what: String = "failed attempts", retryAfter seconds: Int) -> APIError {
        APIError(status: .tooManyRequests, code: "tooManyRequests",
                 message: "Too many \(what). Try again in \(max(1, (seconds + 59) / 60)) minutes.",
                 headers: ["Retry-After": String(max(1, seconds))],
                 problem: Problem(.apiTooManyRequests, ["minutes": String(max(1, (seconds + 59) / 60))]))
    }

    /// 413: the body is over the route's limit; nothing of it was used.
    static func payloadTooLarge(limit bytes: Int) -> APIError {
        APIError(status: .payloadTooLarge, code: "payloadTooLarge",
                 message: "The request body is larger than \(BodyLimits.describe(bytes)), the most this route accepts.",
                 field: "body", problem: Problem(.apiPayloadTooLarge, ["limit": BodyLimits.describe(bytes)]))
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
