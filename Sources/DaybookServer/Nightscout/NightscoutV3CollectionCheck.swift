import DaybookCore
import DaybookFormats
import Vapor

/// A v3 path whose `{collection}` names none of the six is no route at all, answered before any
/// credential is asked for: 405 when the path exists for other methods (`POST /api/v3/version`),
/// else Nightscout's 404.
struct NightscoutV3CollectionCheck: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let name = request.parameters.get("collection"), NightscoutV3Collection(rawValue: name) == nil else {
            return try await next.respond(to: request)
        }
        let allowed = MethodNotAllowedMiddleware.allowedMethods(for: request.url.path, in: request.application.routes.all)
        // MethodNotAllowedMiddleware turns the router's 404 into the 405 naming them.
        if !allowed.contains(request.method.rawValue) { throw Abort(.notFound) }
        return try NightscoutV3Answer.json(NightscoutV3Error.notFound.body, status: 404)
    }
}
