import Vapor

/// How large a body one route reads. Routes without one get `BodyLimits.standard`.
struct BodyLimit: Sendable {
    var bytes: Int
    /// The handler reads the stream itself (and stops at `bytes`); otherwise Vapor collects it.
    var streamed = false

    static let key = AnySendableHashable("daybook.bodyLimit")
}

/// Answers 413 with the JSON error body for any body over its route's limit: at once when the
/// Content-Length says so, and when Vapor's collecting (or a streaming handler) finds it out.
/// Vapor's own answer would be a bare "Payload Too Large"; and a body that arrives in one piece with
/// its Content-Length is handed over already collected, past Vapor's size check.
struct BodyLimitMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let limit = request.bodyLimit
        if let length = request.headers.first(name: .contentLength).flatMap(Int.init), length > limit {
            throw APIError.payloadTooLarge(limit: limit)
        }
        if let collected = request.body.data, collected.readableBytes > limit {
            throw APIError.payloadTooLarge(limit: limit)
        }
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw APIError.payloadTooLarge(limit: limit)
        }
    }
}

extension Request {
    /// The largest body this request's route reads: no more than `BodyLimits.anonymous` until a gate
    /// (`RouteGate`) has found out who is asking.
    var bodyLimit: Int {
        let limits = application.daybook.config.bodyLimits
        let route = (route?.userInfo[BodyLimit.key] as? BodyLimit)?.bytes ?? limits.standard
        return isKnown ? route : min(route, limits.anonymous)
    }

    /// Reads the whole body now, up to the route's limit: for middleware that looks at a form
    /// before the route would collect it.
    func collectBody() async throws {
        guard body.data == nil else { return }
        let limit = bodyLimit
        _ = try await eventLoop.flatSubmit { self.body.collect(max: limit + 1) }.get()
    }
}

extension RoutesBuilder {
    /// A route whose body may be larger (or smaller) than the standard limit.
    @discardableResult
    func on<Response: AsyncResponseEncodable & VaporSendableMetatype>(
        _ method: HTTPMethod, _ path: PathComponent..., limit: BodyLimit,
        use closure: @Sendable @escaping (Request) async throws -> Response
    ) -> Route {
        // Vapor refuses a body of `maxSize` bytes itself; ours are "at most `bytes`".
        let route = on(method, path, body: limit.streamed ? .stream : .collect(maxSize: ByteCount(value: limit.bytes + 1)), use: closure)
        route.userInfo[BodyLimit.key] = limit
        return route
    }
}
