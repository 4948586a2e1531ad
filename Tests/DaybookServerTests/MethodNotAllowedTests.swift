import Testing
import Vapor

/// Found by API fuzzing: a method a path does not have answered 404, as if the path did not exist.
@Suite struct MethodNotAllowedTests {
    @Test func aMethodThePathDoesNotHaveIs405WithAllow() async throws {
        try await TestServer.with { server in
            let ada = try await server.signUp()
            let trace = try await server.request(.TRACE, "/api/v1/glucose", token: ada.token)
            #expect(trace.status == .methodNotAllowed)
            #expect(trace.headers.first(name: "Allow") == "GET, HEAD, POST")
            #expect(try trace.apiError().code == "methodNotAllowed")

            // A path with a parameter, and one only the web app has.
            let put = try await server.request(.POST, "/api/v1/glucose/\(UUID())", token: ada.token)
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers.first(name: "Allow") == "DELETE, GET, HEAD, PATCH, PUT")
            #expect(try await server.request(.DELETE, "/login").status == .methodNotAllowed)
        }
    }

    /// `Allow` names the methods of the path's own route, not of a parameter route it also fits, and
    /// a method only that parameter route has is 405 too (it used to be that route's 404).
    @Test func theMostSpecificRouteDecides() async throws {
        try await TestServer.with { server in
            let ada = try await server.signUp()
            let options = try await server.request(.OPTIONS, "/api/v1/notifications/unread-count", token: ada.token)
            #expect(options.status == .methodNotAllowed)
            #expect(options.headers.first(name: "Allow") == "GET, HEAD")
            let patch = try await server.request(.PATCH, "/api/v1/shares/incoming", token: ada.token)
            #expect(patch.status == .methodNotAllowed)
            #expect(patch.headers.first(name: "Allow") == "GET, HEAD")
        }
    }

    /// Found by API fuzzing: with an `Idempotency-Key` the parameter route's 404 was kept and answered
    /// as it was, before the path's own route could make it a 405.
    @Test func aKeyedRequestGetsThe405Too() async throws {
        try await TestServer.with { server in
            let ada = try await server.signUp()
            for _ in 0..<2 {
                let patch = try await server.request(.PATCH, "/api/v1/shares/accept", token: ada.token, body: #"{"code":""}"#,
                                                     headers: ["Idempotency-Key": "accept-by-patch"])
                #expect(patch.status == .methodNotAllowed)
                #expect(patch.headers.first(name: "Allow") == "POST")
            }
        }
    }

    @Test func aPathNoRouteHasIsStill404() async throws {
        try await TestServer.with { server in
            let ada = try await server.signUp()
            let missing = try await server.request(.TRACE, "/api/v1/no-such-thing", token: ada.token)
            #expect(missing.status == .notFound)
            #expect(missing.headers.first(name: "Allow") == nil)
            // A handler's own 404 (no such entry) stays 404 too.
            #expect(try await server.request(.GET, "/api/v1/glucose/\(UUID())", token: ada.token).status == .notFound)
        }
    }
}
