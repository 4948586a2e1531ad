import Crypto
import Foundation
import Testing
import Vapor

/// A Nightscout client of one Daybook user, as uploaders call it: `{baseUrl}/api/v1/…` with `api-secret`.
struct NightscoutClient {
    let server: TestServer
    let path: String
    let secret: String

    /// The signed-up user's endpoint, from the settings route.
    static func of(_ server: TestServer, token: String) async throws -> NightscoutClient {
        let settings = try await server.request(.GET, "/api/v1/nightscout", token: token).object()
        let baseURL = try #require(settings["baseUrl"] as? String)
        let secret = try #require(settings["secret"] as? String)
        let path = try #require(URL(string: baseURL)?.path)
        return NightscoutClient(server: server, path: path, secret: secret)
    }

    static func sha1(_ text: String) -> String {
        Insecure.SHA1.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    @discardableResult
    func request(_ method: HTTPMethod, _ route: String, json: Any? = nil, body raw: String? = nil, secret: String? = nil) async throws -> ClientResponse {
        var headers: HTTPHeaders = ["api-secret": Self.sha1(secret ?? self.secret)]
        var body = raw
        if let json {
            body = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
            headers.contentType = .json
        }
        return try await server.request(method, path + "/api/v1/" + route, body: body, headers: headers)
    }

    func get(_ route: String) async throws -> [[String: Any]] {
        let response = try await request(.GET, route)
        try #require(response.status == .ok, "GET \(route): \(response.status) \(response.bodyText)")
        return try response.array()
    }
}
