import Vapor

/// The route groups whose writes take an `Idempotency-Key` (the logged-in API and pages): each write
/// route added is marked, so that the middleware and the API's description agree on which they are.
struct IdempotentRoutes: RoutesBuilder {
    static let key = AnySendableHashable("daybook.idempotencyKey")
    static let methods: [HTTPMethod] = [.POST, .PUT, .PATCH, .DELETE]

    let inner: any RoutesBuilder

    func add(_ route: Route) {
        if Self.methods.contains(route.method) { route.userInfo[Self.key] = true }
        inner.add(route)
    }
}

extension Route {
    /// A write of a logged-in person that takes an `Idempotency-Key`. Not the routes that stream their
    /// body (imports of files up to gigabytes, read as they arrive): what they asked for is not known
    /// before they run, and an import adds nothing twice anyway.
    var acceptsIdempotencyKey: Bool {
        userInfo[IdempotentRoutes.key] as? Bool == true && !((userInfo[BodyLimit.key] as? BodyLimit)?.streamed ?? false)
    }
}
