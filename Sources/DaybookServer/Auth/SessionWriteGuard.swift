import DaybookCore
import Vapor

/// The API also accepts the web session cookie (the web app's live updates use it). Browsers send
/// cookies on cross-site requests too, and a cross-site HTML form can POST; it cannot send a JSON
/// content type, nor PUT, PATCH or DELETE, without a CORS preflight that Daybook never grants.
/// So a POST authenticated only by the cookie must declare a JSON body.
struct SessionWriteGuard: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.method == .POST, let user = request.auth.get(CurrentUser.self), user.tokenID == nil,
           request.headers.contentType != .json {
            throw APIError(status: .forbidden, code: "forbidden", Problem(.apiSessionPostNeedsJSON))
        }
        return try await next.respond(to: request)
    }
}
