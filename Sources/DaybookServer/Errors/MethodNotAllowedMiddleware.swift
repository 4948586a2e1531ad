import DaybookCore
import Vapor

/// A request whose path exists under other methods answers 405 with `Allow` (RFC 9110 §15.5.6)
/// instead of a 404, so clients can tell a wrong method from a wrong address. Sits inside
/// `APIErrorMiddleware`, which turns the thrown `APIError` into the JSON error shape.
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            throw Self.translated(error, for: request)
        }
    }

    /// A not-found as 405 when the path exists under other methods; any other error as it is.
    static func translated(_ error: any Error, for request: Request) -> any Error {
        guard isNotFound(error) else { return error }
        // Also when a parameter route took the request (`PATCH /shares/incoming` reached
        // `PATCH /shares/:id`): the path's own, more specific route decides.
        let allowed = allowedMethods(for: request.url.path, in: request.application.routes.all)
        guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else { return error }
        let list = allowed.joined(separator: ", ")
        return APIError(status: .methodNotAllowed, code: "methodNotAllowed", headers: ["Allow": list],
                        Problem(.apiMethodNotAllowed, ["method": request.method.rawValue, "allowed": list]))
    }

    /// The router's 404 is an `AbortError`; a handler's is an `APIError`.
    private static func isNotFound(_ error: any Error) -> Bool {
        (error as? APIError)?.status == .notFound || (error as? any AbortError)?.status == .notFound
    }

    /// The methods of the most specific routes matching the path, as the router prefers a constant
    /// to a parameter; HEAD wherever GET is (Vapor answers HEAD with GET's route).
    static func allowedMethods(for path: String, in routes: [Route]) -> [String] {
        let segments = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        let matching = routes.compactMap { route in specificity(of: route.path, for: segments).map { (route, $0) } }
        guard let best = matching.map(\.1).max(by: { $0.lexicographicallyPrecedes($1) }) else { return [] }
        var methods = Set(matching.filter { $0.1 == best }.map(\.0.method.rawValue))
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }

    /// Per segment 2 for a constant, 1 for a parameter, 0 for a catch-all; nil when the route does not match.
    private static func specificity(of components: [PathComponent], for segments: [String]) -> [Int]? {
        var ranks: [Int] = []
        for (index, component) in components.enumerated() {
            switch component {
            case .catchall:
                return segments.count > index ? ranks + [0] : nil
            case .constant(let name):
                guard index < segments.count, segments[index] == name else { return nil }
                ranks.append(2)
            case .parameter, .anything:
                guard index < segments.count else { return nil }
                ranks.append(1)
            }
        }
        return components.count == segments.count ? ranks : nil
    }
}
