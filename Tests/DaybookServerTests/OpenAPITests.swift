@testable import DaybookServer
import DaybookCore
import Foundation
import Testing
import Vapor

@Suite struct OpenAPITests {
    /// Walks the server's real route table: a route without a description fails here.
    @Test func everyRouteIsDescribed() async throws {
        try await TestServer.with { server in
            let response = try await server.request(.GET, "/openapi.json")
            #expect(response.status == .ok)
            let document = try response.object()
            #expect((document["openapi"] as? String)?.hasPrefix("3.1") == true)
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            var missing: [String] = []
            for route in server.app.routes.all {
                let path = "/" + route.path.map { component -> String in
                    switch component {
                    case .parameter(let name): "{\(name)}"
                    case .constant(let text): text
                    case .anything: "*"
                    case .catchall: "**"
                    }
                }.joined(separator: "/")
                if paths[path]?[route.method.rawValue.lowercased()] == nil {
                    missing.append("\(route.method) \(path)")
                }
            }
            #expect(missing.isEmpty, "not in /openapi.json: \(missing)")
        }
    }

    @Test func everyDescribedOperationExists() async throws {
        try await TestServer.with { server in
            let document = try await server.request(.GET, "/openapi.json").object()
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let routes = Set(server.app.routes.all.map { route in
                "\(route.method.rawValue.lowercased()) /" + route.path.map { component -> String in
                    if case .parameter(let name) = component { return "{\(name)}" }
                    return component.description
                }.joined(separator: "/")
            })
            let methods: Set<String> = ["get", "put", "post", "patch", "delete"]
            for (path, operations) in paths {
                for method in operations.keys where methods.contains(method) {
                    #expect(routes.contains("\(method) \(path)"), "described but not served: \(method) \(path)")
                }
            }
        }
    }

    @Test func everyBoundedRouteSaysItMayBeRefusedOrStopped() async throws {
        try await TestServer.with { server in
            let document = try await server.request(.GET, "/openapi.json").object()
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let bounded = server.app.routes.all.filter(\.isBounded)
            #expect(bounded.count >= 20, "\(bounded.count) bounded routes")
            for route in bounded {
                let parts = route.describedOperation.split(separator: " ", maxSplits: 1).map(String.init)
                let responses = (paths[parts[1]]?[parts[0]] as? [String: Any])?["responses"] as? [String: Any]
                #expect(responses?["429"] != nil && responses?["503"] != nil, "\(route.describedOperation)")
            }
            let health = (paths["/health"]?["get"] as? [String: Any])?["responses"] as? [String: Any]
            #expect(health?["429"] == nil, "a cheap route is never refused for expensive work")
        }
    }

    @Test func theLanguagesDescribedAreTheShippedOnes() async throws {
        try await TestServer.with { server in
            let document = try await server.request(.GET, "/openapi.json").object()
            let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any]
            let language = schemas?["Language"] as? [String: Any]
            #expect(language?["enum"] as? [String] == Language.shipped.map(\.rawValue))
        }
    }

    @Test func everyWriteThatTakesAnIdempotencyKeySaysSo() async throws {
        try await TestServer.with { server in
            let document = try await server.request(.GET, "/openapi.json").object()
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let components = try #require(document["components"] as? [String: Any])
            #expect((components["parameters"] as? [String: Any])?["IdempotencyKey"] != nil)
            func operation(_ described: String) -> [String: Any]? {
                let parts = described.split(separator: " ", maxSplits: 1).map(String.init)
                return paths[parts[1]]?[parts[0]] as? [String: Any]
            }
            func takesKey(_ described: String) -> Bool {
                let parameters = operation(described)?["parameters"] as? [[String: Any]] ?? []
                return parameters.contains { $0["$ref"] as? String == "#/components/parameters/IdempotencyKey" }
            }
            let keyed = server.app.routes.all.filter(\.acceptsIdempotencyKey)
            #expect(keyed.count >= 80, "\(keyed.count) keyed routes")
            for route in keyed {
                #expect(takesKey(route.describedOperation), "\(route.describedOperation)")
                let responses = operation(route.describedOperation)?["responses"] as? [String: Any]
                #expect(responses?["400"] != nil && responses?["409"] != nil && responses?["422"] != nil, "\(route.describedOperation)")
            }
            // Every write of a logged-in person takes one, on the API and the pages, but for the imports that stream a file.
            for described in ["post /api/v1/glucose", "put /api/v1/days/{date}/symptoms", "patch /api/v1/me", "delete /api/v1/glucose/{id}",
                              "post /api/v1/timelines/scenarios", "post /log/{kind}", "post /settings"] {
                #expect(takesKey(described), "\(described)")
            }
            // No account yet, a file streamed, or Nightscout's own rules.
            for described in ["post /api/v1/users", "post /api/v1/tokens", "post /login", "post /api/v1/import", "post /api/v1/imports",
                              "post /nightscout/{handle}/api/v1/entries", "post /api/v1/entries", "get /api/v1/glucose"] {
                #expect(operation(described) != nil, "\(described) is described")
                #expect(!takesKey(described), "\(described)")
            }
        }
    }
}
