import Foundation
import Vapor
import Yams

/// The API's description. Written by hand in `Resources/openapi.yaml` (readable, reviewable) and
/// served as JSON; a test fails when a route of the server is missing from it.
public enum OpenAPIDocument {
    static func load() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml", subdirectory: "Resources") else {
            throw Abort(.internalServerError, reason: "openapi.yaml is missing from the bundle")
        }
        let yaml = try String(contentsOf: url, encoding: .utf8)
        guard let object = try Yams.load(yaml: yaml) else {
            throw Abort(.internalServerError, reason: "openapi.yaml is empty")
        }
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    @Sendable static func serve(req: Request) async throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(data: req.application.openAPIDocument))
    }
}

extension Application {
    private struct OpenAPIKey: StorageKey {
        typealias Value = Data
    }

    var openAPIDocument: Data {
        get { storage[OpenAPIKey.self] ?? Data("{}".utf8) }
        set { storage[OpenAPIKey.self] = newValue }
    }
}
