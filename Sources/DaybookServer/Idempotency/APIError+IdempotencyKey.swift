import Vapor

extension APIError {
    /// 400: the header is not a key Daybook takes.
    static func badIdempotencyKey(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "malformed", message: message, field: IdempotencyKeyHeader.name)
    }

    /// 422: the key was sent before with a different request.
    static let idempotencyKeyReused = APIError(
        status: .unprocessableEntity, code: "idempotencyKeyReused",
        message: "This \(IdempotencyKeyHeader.name) was used in the last 24 hours for a different request (another method, path, query or body); send a new key with a new request.",
        field: IdempotencyKeyHeader.name)

    /// 409: the first request with the key has not answered yet.
    static let idempotencyKeyInProgress = APIError(
        status: .conflict, code: "idempotencyKeyInProgress",
        message: "A request with this \(IdempotencyKeyHeader.name) is still in progress; try again shortly.",
        field: IdempotencyKeyHeader.name, headers: ["Retry-After": "1"])

    /// 409: the first request with the key was done, but its answer was not kept.
    static func idempotencyAnswerNotKept(status: Int) -> APIError {
        APIError(status: .conflict, code: "idempotencyAnswerNotKept",
                 message: "The request with this \(IdempotencyKeyHeader.name) was done (it answered \(status)), but its answer was too large to keep; nothing was changed now. Read the result instead.",
                 field: IdempotencyKeyHeader.name)
    }
}
