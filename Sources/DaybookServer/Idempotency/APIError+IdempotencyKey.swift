import DaybookCore
import Vapor

extension APIError {
    /// 400: the header is not a key Daybook takes.
    static func badIdempotencyKey(_ problem: Problem) -> APIError {
        APIError(status: .badRequest, code: "malformed", field: IdempotencyKeyHeader.name, problem)
    }

    /// 422: the key was sent before with a different request.
    static let idempotencyKeyReused = APIError(
        status: .unprocessableEntity, code: "idempotencyKeyReused", field: IdempotencyKeyHeader.name,
        Problem(.apiIdempotencyKeyReused, ["header": IdempotencyKeyHeader.name]))

    /// 409: the first request with the key has not answered yet.
    static let idempotencyKeyInProgress = APIError(
        status: .conflict, code: "idempotencyKeyInProgress", field: IdempotencyKeyHeader.name, headers: ["Retry-After": "1"],
        Problem(.apiIdempotencyKeyInProgress, ["header": IdempotencyKeyHeader.name]))

    /// 409: the first request with the key was done, but its answer was not kept.
    static func idempotencyAnswerNotKept(status: Int) -> APIError {
        APIError(status: .conflict, code: "idempotencyAnswerNotKept", field: IdempotencyKeyHeader.name,
                 Problem(.apiIdempotencyAnswerNotKept, ["header": IdempotencyKeyHeader.name, "status": String(status)]))
    }
}
