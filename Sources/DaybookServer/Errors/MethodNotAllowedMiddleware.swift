import Vapor

/// A request whose path exists under other methods answers 405 with `Allow` (RFC 9110 §15.5.6)
/// instead of the router's 404, so clients can tell a wrong method from a wrong address.
/// Sits inside `APIErrorMiddleware`, which turns the thrown `APIError` into the JSON error shape.
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound && request.route == nil {
            let allowed = Self.allowedMethods(for: request.url.path, in: request.application.routes.all)
            guard !allowed.isEmpty else { throw error }
            throw APIError(status: .methodNotAllowed, code: "methodNotAllowed",
                           message: "\(request.method.rawValue) is not allowed here; use \(allowed.joined(separator: ", ")).",
                           headers: ["Allow": allowed.joined(separator: ", ")])
        }
    }

    /// The methods of every route whose path matches; HEAD wherever GET is (Vapor answers HEAD with GET's route).
    static func allowedMethods(for path: String, in routes: [Route]) -> [String] {
        let segments = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        var methods = Set(routes.filter { matches($0.path, segments) }.map(\.method.rawValue))
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }

    private static func matches(_ components: [PathComponent], _ segments: [String]) -> Bool {
        for (index, component) in components.enumerated() {
            switch component {
            case .catchall:
                return segments.count > index
            case .constant(let name):
                guard index < segments.count, segments[index] == name else { return false }
            case .parameter, .anything:
                guard index < segments.count else { return false }
            }
        }
        return components.count == segments.count
    }
}
