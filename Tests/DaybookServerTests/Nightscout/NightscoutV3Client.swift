import Foundation
import Testing
import Vapor

/// An API v3 client as AndroidAPS is one: an access token exchanged for a JWT, sent as a bearer to
/// `{baseUrl}/api/v3/…`.
struct NightscoutV3Client {
    let server: TestServer
    let path: String
    let jwt: String

    /// A token with `role` made by the person, exchanged at their endpoint (or at the root).
    static func of(_ server: TestServer, token owner: String, role: String, name: String = "AAPS", atRoot: Bool = false) async throws
        -> NightscoutV3Client {
        let v1 = try await NightscoutClient.of(server, token: owner)
        let made = try await server.request(.POST, "/api/v1/nightscout/tokens", token: owner, json: ["name": name, "role": role]).object()
        let accessToken = try #require(made["token"] as? String)
        let base = atRoot ? "" : v1.path
        let grant = try await server.request(.GET, base + "/api/v2/authorization/request/\(accessToken)").object()
        return NightscoutV3Client(server: server, path: base, jwt: try #require(grant["token"] as? String))
    }

    @discardableResult
    func request(_ method: HTTPMethod, _ route: String, json: [String: Any]? = nil, headers extra: HTTPHeaders = [:]) async throws
        -> ClientResponse {
        var headers = extra
        headers.bearerAuthorization = .init(token: jwt)
        return try await server.request(method, path + "/api/v3/" + route, json: json, headers: headers)
    }

    /// The `result` of a successful read.
    func result(_ route: String) async throws -> Any? {
        let response = try await request(.GET, route)
        try #require(response.status == .ok, "GET \(route): \(response.status) \(response.bodyText)")
        return try response.object()["result"]
    }

    func documents(_ route: String) async throws -> [[String: Any]] {
        try #require(try await result(route) as? [[String: Any]], "GET \(route) gave no list")
    }

    func document(_ route: String) async throws -> [String: Any] {
        try #require(try await result(route) as? [String: Any], "GET \(route) gave no document")
    }

    /// Creates a document; its identifier.
    func create(_ collection: String, _ document: [String: Any]) async throws -> String {
        let response = try await request(.POST, collection, json: document)
        try #require(response.status == .created || response.status == .ok, "POST \(collection): \(response.status) \(response.bodyText)")
        return try #require(try response.object()["identifier"] as? String ?? document["identifier"] as? String)
    }
}
