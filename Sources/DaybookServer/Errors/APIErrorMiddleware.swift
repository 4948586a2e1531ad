import DaybookApp
import DaybookCore
import Vapor

/// Turns every error into the JSON error shape (a page, for a browser asking for one). Bad input never
/// becomes a 5xx; anything unexpected is logged and answered with a 500 that reveals nothing.
struct APIErrorMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            return try await Self.response(for: Self.apiError(for: error, logger: request.logger), to: request)
        }
    }

    /// The answer to an error: the JSON error body, or a page for a browser that asks for one.
    static func response(for apiError: APIError, to request: Request) async throws -> Response {
        if ErrorPage.wanted(by: request), let page = try? await ErrorPage.render(apiError, for: request) { return page }
        let response = Response(status: apiError.status, headers: apiError.headers)
        // `code` and `field` are for programs and never change; `message` is for people, in their language.
        let words = Strings.table(ErrorLanguage.of(request))
        try response.content.encode(ErrorBody(error: .init(
            code: apiError.code, message: apiError.message(in: words), field: apiError.field)))
        return response
    }

    static func apiError(for error: any Error, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as ValidationError:
            return .invalid(error.field, error.problem)
        case let error as DecodingError:
            return error.apiError
        case UseCaseError.duplicate(let field):
            return .conflict(field, "\(field) is already taken", Problem(.alreadyTaken))
        case UseCaseError.notFound(let what):
            return .notFound(what)
        case let error as any AbortError where error.status.code < 500:
            return fromAbort(error)
        default:
            logger.report(error: error)
            return APIError(status: .internalServerError, code: "internal",
                            message: ProblemKind.apiInternal.english, problem: Problem(.apiInternal))
        }
    }

    /// Vapor's own refusals (the router's 404, a body it cannot decode, …): the code and status stay,
    /// the English keeps Vapor's reason, and other languages read a problem of the same status.
    private static func fromAbort(_ error: any AbortError) -> APIError {
        let status = error.status
        let code: String
        let problem: Problem
        switch status {
        case .unauthorized: return .unauthorized
        case .notFound: (code, problem) = ("notFound", Problem(.apiNotFound))
        case .methodNotAllowed: (code, problem) = ("methodNotAllowed", Problem(.apiRefused, ["status": "405"]))
        case .payloadTooLarge: (code, problem) = ("payloadTooLarge", Problem(.apiBodyTooLarge))
        case .unsupportedMediaType: (code, problem) = ("unsupportedMediaType", Problem(.apiUnsupportedMediaType))
        case .badRequest: (code, problem) = ("malformed", Problem(.apiMalformed))
        case .forbidden: (code, problem) = ("forbidden", Problem(.apiRefused, ["status": "403"]))
        case .tooManyRequests: (code, problem) = ("tooManyRequests", Problem(.apiTooManyRequestsNow))
        default: (code, problem) = ("error", Problem(.apiRefused, ["status": String(status.code)]))
        }
        return APIError(status: status, code: code, message: error.reason, headers: error.headers, problem: problem)
    }
}
