import Vapor

/// What a route asks of a request before a byte of its body is read: who is asking (a session, a bearer
/// token, a Nightscout credential) and whether they may. A stranger is refused on the request's head
/// alone, so no body is held in memory for someone nobody knows; and until a request is known, its body
/// may be no larger than `BodyLimits.anonymous`.
struct RouteGate: Sendable {
    static let key = AnySendableHashable("daybook.routeGate")

    let middleware: [any Middleware]
}

/// Routes whose gate runs before their body is read (by `RouteGateMiddleware`), ahead of the
/// middleware of their groups. Gates nest: an inner group's gate runs after its outer group's.
struct GatedRoutes: RoutesBuilder {
    let inner: any RoutesBuilder
    let gate: [any Middleware]

    func add(_ route: Route) {
        // `inner` is the outer group: it adds its own gate in front of this one's.
        let later = (route.userInfo[RouteGate.key] as? RouteGate)?.middleware ?? []
        route.userInfo[RouteGate.key] = RouteGate(middleware: gate + later)
        inner.add(route)
    }
}

extension RoutesBuilder {
    /// Routes whose `gate` runs before anything reads their body.
    func gated(_ gate: any Middleware...) -> any RoutesBuilder {
        GatedRoutes(inner: self, gate: gate)
    }
}

/// Runs the route's gate, then the rest: the application's middleware that read bodies come after it.
struct RouteGateMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let gate = request.route?.userInfo[RouteGate.key] as? RouteGate, !gate.middleware.isEmpty else {
            return try await next.respond(to: request)
        }
        return try await gate.middleware.makeResponder(chainingTo: next).respond(to: request).get()
    }
}

extension Request {
    /// Whether a gate found out who is asking: only then is a body larger than `BodyLimits.anonymous` read.
    var isKnown: Bool {
        auth.has(CurrentUser.self) || storage[NightscoutAuth.OwnerKey.self] != nil || storage[EngineIOTransport.KnownSessionKey.self] != nil
    }
}
