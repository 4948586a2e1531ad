import Foundation

extension OpenAPIDocument {
    /// Every operation that takes an `Idempotency-Key` (`keyed`: `post /api/v1/glucose`) says so once,
    /// here rather than in each fragment: the header's parameter, 400 for a bad key, 409 while the
    /// first request is running and 422 for a key reused with another request. An operation that
    /// describes one of these answers itself keeps its own.
    static func addIdempotencyKey(to document: inout [String: Any], operations keyed: Set<String>) {
        guard var paths = document["paths"] as? [String: Any] else { return }
        let parameter = ["$ref": "#/components/parameters/IdempotencyKey"]
        let answers = [
            "400": "#/components/responses/Malformed",
            "409": "#/components/responses/IdempotencyKeyConflict",
            "422": "#/components/responses/IdempotencyKeyReused",
        ]
        for (path, item) in paths {
            guard var operations = item as? [String: Any] else { continue }
            for (method, value) in operations where keyed.contains("\(method) \(path)") {
                guard var operation = value as? [String: Any], var responses = operation["responses"] as? [String: Any] else { continue }
                operation["parameters"] = (operation["parameters"] as? [Any] ?? []) + [parameter]
                for (status, reference) in answers where responses[status] == nil {
                    responses[status] = ["$ref": reference]
                }
                operation["responses"] = responses
                operations[method] = operation
            }
            paths[path] = operations
        }
        document["paths"] = paths
    }
}
