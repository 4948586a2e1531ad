import Vapor

/// Routes behind `BoundedWork`, each marked so that the API's description can say on every one of
/// them that it may be refused while the account runs its share, or stopped at its deadline.
struct BoundedRoutes: RoutesBuilder {
    static let key = AnySendableHashable("daybook.boundedWork")

    let inner: any RoutesBuilder

    func add(_ route: Route) {
        route.userInfo[Self.key] = true
        inner.add(route)
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
