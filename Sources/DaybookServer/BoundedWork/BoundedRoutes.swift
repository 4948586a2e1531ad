import Vapor

/// Routes behind `BoundedWork`, each marked so that the API's description can say on every one of
/// them that it may be refused while the account runs its share, or stopped at its deadline.
struct BoundedRoutes: RoutesBuilder {
    static let key = AnySendableHashable("daybook.boundedWork")

    let inner: any RoutesBuilder

    func add(_ route: Route) {
        route.userInfo[Self.key] = true
        if let handler = route.responder as? any AsyncResponder { route.responder = HeavyResponder(handler: handler) }
        inner.add(route)
    }
}

/// Runs a route's handler on the heavy threads, in a task its request's deadline cancels. Vapor starts each
/// middleware's and each handler's work in a task of its own, which keeps no executor preference and no
/// cancellation: without this the handler ran on the threads that answer everybody else, the heavy threads
/// idled, and work past its deadline went on. Calling the handler's own `async` answer in a task that prefers
/// `HeavyWorkExecutor` keeps it, and everything it awaits, there.
struct HeavyResponder: AsyncResponder {
    let handler: any AsyncResponder

    func respond(to request: Request) async throws -> Response {
        let work = request.storage[RequestWork.Key.self] ?? RequestWork()
        return try await work.run { try await handler.respond(to: request) }
    }
}

extension RoutesBuilder {
    func bounded(_ work: BoundedWork) -> any RoutesBuilder {
        BoundedRoutes(inner: grouped(work))
    }
}

extension Route {
    var isBounded: Bool { userInfo[BoundedRoutes.key] as? Bool ?? false }

    /// The route as the API's description names it: `get /api/v1/calendar/{year}`.
    var describedOperation: String {
        "\(method.rawValue.lowercased()) /" + path.map { component -> String in
            if case .parameter(let name) = component { return "{\(name)}" }
            return component.description
        }.joined(separator: "/")
    }
}
