import Foundation
import NIOConcurrencyHelpers
import Vapor
import Yams

/// The API's description. Written by hand in YAML (readable, reviewable): `Resources/openapi.yaml`
/// holds the document and the account routes; each feature adds a fragment in `Resources/OpenAPI/`
/// whose `paths` and `components` are merged in. Served as JSON; a test fails when a route of the
/// server is missing from it.
public enum OpenAPIDocument {
    /// `boundedOperations` (`get /api/v1/export`) run behind `BoundedWork`, and `keyedOperations`
    /// (`post /api/v1/glucose`) take an `Idempotency-Key`: each is described as such.
    static func load(boundedOperations: Set<String> = [], keyedOperations: Set<String> = []) throws -> Data {
        guard var document = try JSONSerialization.jsonObject(with: try written.get()) as? [String: Any] else {
            throw Abort(.internalServerError, reason: "the API's description is not a mapping")
        }
        addBodyRefusals(to: &document)
        addBoundedWorkRefusals(to: &document, operations: boundedOperations)
        addIdempotencyKey(to: &document, operations: keyedOperations)
        addNightscoutAtRoot(to: &document)
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// The YAML as written, merged, read once per process: parsing it took most of an application's
    /// start (the tests start over a thousand).
    private static let written = Result { try JSONSerialization.data(withJSONObject: try readWritten()) }

    private static func readWritten() throws -> [String: Any] {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml", subdirectory: "Resources") else {
            throw Abort(.internalServerError, reason: "openapi.yaml is missing from the bundle")
        }
        var document = try yamlObject(at: url)
        let folder = Bundle.module.url(forResource: "OpenAPI", withExtension: nil, subdirectory: "Resources")
        let fragments = try folder.map { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) } ?? []
        for fragment in fragments.filter({ $0.pathExtension == "yaml" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            try merge(try yamlObject(at: fragment), into: &document, source: fragment.lastPathComponent)
        }
        return document
    }

    private static func yamlObject(at url: URL) throws -> [String: Any] {
        let yaml = try String(contentsOf: url, encoding: .utf8)
        guard let object = try Yams.load(yaml: yaml) as? [String: Any] else {
            throw Abort(.internalServerError, reason: "\(url.lastPathComponent) is not a YAML mapping")
        }
        return object
    }

    /// Adds a fragment's paths and components; a name defined twice is a mistake worth failing on.
    static func merge(_ fragment: [String: Any], into document: inout [String: Any], source: String) throws {
        func add(_ entries: [String: Any], to section: inout [String: Any], what: String) throws {
            for (name, value) in entries {
                guard section[name] == nil else {
                    throw Abort(.internalServerError, reason: "\(source) defines \(what) \(name) a second time")
                }
                section[name] = value
            }
        }
        var paths = document["paths"] as? [String: Any] ?? [:]
        try add(fragment["paths"] as? [String: Any] ?? [:], to: &paths, what: "path")
        document["paths"] = paths
        var components = document["components"] as? [String: Any] ?? [:]
        for (kind, entries) in fragment["components"] as? [String: Any] ?? [:] {
            var section = components[kind] as? [String: Any] ?? [:]
            try add(entries as? [String: Any] ?? [:], to: &section, what: kind)
            components[kind] = section
        }
        document["components"] = components
        if let tags = fragment["tags"] as? [Any] {
            document["tags"] = (document["tags"] as? [Any] ?? []) + tags
        }
    }

    /// Every route that takes a body answers 413 over its limit (`BodyLimitMiddleware`), and 400 for a
    /// JSON or form body holding a NUL character (`NulCharacterGuard`; not the Nightscout routes, which
    /// answer in Nightscout's words): said once here rather than in each fragment; a route that
    /// describes either answer itself keeps its own.
    static func addBodyRefusals(to document: inout [String: Any]) {
        guard var paths = document["paths"] as? [String: Any] else { return }
        for (path, item) in paths {
            guard var operations = item as? [String: Any] else { continue }
            for (method, value) in operations {
                guard var operation = value as? [String: Any], operation["requestBody"] != nil,
                      var responses = operation["responses"] as? [String: Any] else { continue }
                if responses["413"] == nil { responses["413"] = ["$ref": "#/components/responses/PayloadTooLarge"] }
                if responses["408"] == nil { responses["408"] = ["$ref": "#/components/responses/BodyTooSlow"] }
                if responses["400"] == nil, !path.hasPrefix("/nightscout/") { responses["400"] = ["$ref": "#/components/responses/Malformed"] }
                operation["responses"] = responses
                operations[method] = operation
            }
            paths[path] = operations
        }
        document["paths"] = paths
    }

    /// Routes whose work grows with the journal or the request may be refused while the account runs
    /// its share (429) or the server's queue is full, and are stopped at their deadline (503).
    static func addBoundedWorkRefusals(to document: inout [String: Any], operations bounded: Set<String>) {
        guard var paths = document["paths"] as? [String: Any] else { return }
        for (path, item) in paths {
            guard var operations = item as? [String: Any] else { continue }
            for (method, value) in operations where bounded.contains("\(method) \(path)") {
                guard var operation = value as? [String: Any], var responses = operation["responses"] as? [String: Any] else { continue }
                for status in ["429", "503"] where responses[status] == nil {
                    responses[status] = ["$ref": "#/components/responses/BoundedWorkRefused"]
                }
                operation["responses"] = responses
                operations[method] = operation
            }
            paths[path] = operations
        }
        document["paths"] = paths
    }

    /// The Nightscout paths are served at the root too, for clients that take only a host: the same
    /// operations without the handle (the secret finds the person), described once in the fragment.
    static func addNightscoutAtRoot(to document: inout [String: Any]) {
        let prefix = "/nightscout/{handle}"
        guard var paths = document["paths"] as? [String: Any] else { return }
        for (path, item) in paths where path.hasPrefix(prefix + "/api/") || path == prefix + "/pebble" {
            guard var operations = item as? [String: Any] else { continue }
            let parameters = (operations["parameters"] as? [Any] ?? []).filter { parameter in
                (parameter as? [String: Any])?["$ref"] as? String != "#/components/parameters/NightscoutHandle"
            }
            operations["parameters"] = parameters.isEmpty ? nil : parameters
            for (method, value) in operations {
                guard var operation = value as? [String: Any], operation["responses"] != nil else { continue }
                if let id = operation["operationId"] as? String { operation["operationId"] = id + "AtRoot" }
                operation["summary"] = (operation["summary"] as? String ?? "") + " (at the server's root)"
                operations[method] = operation
            }
            paths[String(path.dropFirst(prefix.count))] = operations
        }
        document["paths"] = paths
    }

    @Sendable static func serve(req: Request) async throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(data: try req.application.openAPIDocument.data()))
    }
}

/// The description of one application's routes, written when first asked for (most applications,
/// the tests' above all, are never asked).
final class ServedOpenAPIDocument: Sendable {
    private let bounded: Set<String>
    private let keyed: Set<String>
    private let written = NIOLockedValueBox<Data?>(nil)

    init(boundedOperations: Set<String>, keyedOperations: Set<String>) {
        bounded = boundedOperations
        keyed = keyedOperations
    }

    func data() throws -> Data {
        try written.withLockedValue { data in
            if let data { return data }
            let made = try OpenAPIDocument.load(boundedOperations: bounded, keyedOperations: keyed)
            data = made
            return made
        }
    }
}

extension Application {
    private struct OpenAPIKey: StorageKey {
        typealias Value = ServedOpenAPIDocument
    }

    var openAPIDocument: ServedOpenAPIDocument {
        get { storage[OpenAPIKey.self] ?? ServedOpenAPIDocument(boundedOperations: [], keyedOperations: []) }
        set { storage[OpenAPIKey.self] = newValue }
    }
}
