import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// Reading Nightscout requests and writing their answers: documents as JSON, bodies of one object
/// or an array, and `find[...]` query strings.
enum NightscoutResponse {
    static func json<T: Encodable>(_ value: T, status: HTTPResponseStatus = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: status, headers: headers, body: .init(data: try encoder.encode(value)))
    }

    /// The body's documents: one object or an array of objects.
    static func documents(of req: Request) throws -> [NightscoutDocument] {
        guard let buffer = req.body.data, buffer.readableBytes > 0 else {
            throw APIError.malformed("The body must be a JSON object or an array of objects.")
        }
        let value: NightscoutJSON
        do {
            value = try JSONDecoder().decode(NightscoutJSON.self, from: Data(buffer: buffer))
        } catch {
            throw APIError.malformed("The body is not valid JSON.")
        }
        switch value {
        case .object(let document): return [document]
        case .array(let items):
            return try items.map { item in
                guard case .object(let document) = item else { throw APIError.malformed("Each item must be a JSON object.") }
                return document
            }
        default: throw APIError.malformed("The body must be a JSON object or an array of objects.")
        }
    }

    /// The query string's items, percent-decoded (`find[date][$gte]=…`), in order.
    static func queryItems(of req: Request) -> [(name: String, value: String)] {
        guard let query = req.url.query, !query.isEmpty else { return [] }
        return query.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String {
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            guard let name = parts.first else { return nil }
            return (decode(name), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    static func query(of req: Request) throws -> NightscoutQuery {
        try NightscoutQuery(items: queryItems(of: req))
    }

    /// The instants the store must read for the query: those of the documents it names by `_id`, or
    /// else its date conditions' (by default the last 4 days).
    static func window(_ query: NightscoutQuery, in collection: NightscoutV3Collection, for owner: NightscoutOwner,
                       req: Request) async throws -> (from: Date?, to: Date?) {
        guard let ids = query.namedIDs else { return query.window(now: req.clock.now()) }
        let instants = try await NightscoutDocuments(req.useCases).instants(named: ids, in: collection, for: owner.person)
        // None named: a window that holds nothing.
        guard let first = instants.min(), let last = instants.max() else { return (Date.distantFuture, Date.distantPast) }
        return (first, last)
    }

    /// Newest first by `time`, matching the query, at most `count`.
    static func select(_ documents: [(Date, NightscoutDocument)], _ query: NightscoutQuery) -> [NightscoutDocument] {
        Array(documents.filter { query.matches($0.1) }.sorted { $0.0 > $1.0 }.prefix(query.count).map(\.1))
    }
}
