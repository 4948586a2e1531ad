import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `entries`: glucose values. Posted entries become Daybook glucose readings (sgv → cgm, mbg →
/// meter); readings logged in Daybook show as entries too. Newest first; `count` defaults to 10.
enum NightscoutEntriesAPI {
    /// `GET entries[.json]`, and `entries/{spec}`: `current`, a type (`sgv`, `mbg`, `cal`) or an `_id`.
    @Sendable static func list(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        var query = try NightscoutResponse.query(of: req)
        if let spec = spec(req) {
            if spec == "current" {
                query.count = 1
                query.conditions.append(.init(field: "type", op: .eq, value: "sgv"))
            } else if ["sgv", "mbg", "cal"].contains(spec) {
                query.conditions.append(.init(field: "type", op: .eq, value: spec))
            } else {
                return try await answer(try await byID(spec, owner: owner, req: req).map { [$0] } ?? [], req)
            }
        }
        return try await answer(try await select(query, owner: owner, req: req), req)
    }

    /// `POST entries[.json]`: one entry or an array; the answer lists them in request order, each with
    /// its `_id`. Re-posting the same `date` and `type` updates the entry.
    @Sendable static func create(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let entries = try prepare(try NightscoutResponse.documents(of: req), now: req.clock.now())
        let saved = try await SaveNightscoutEntries(req.useCases)(entries, newID: newID, for: owner.person)
        return try NightscoutResponse.json(saved.map { NightscoutClientTypes.typed($0, in: .entries) })
    }

    /// Each posted entry normalized, with its reading: all checked before anything is written (the v1
    /// socket's `dbAdd` prepares its entries here too).
    static func prepare(_ documents: [NightscoutDocument], now: Date) throws -> [SaveNightscoutEntries.Entry] {
        try documents.map { document throws -> SaveNightscoutEntries.Entry in
            let normalized = try NightscoutEntries.normalize(document, now: now)
            return SaveNightscoutEntries.Entry(document: normalized, time: NightscoutEntries.time(of: normalized) ?? now,
                                               type: NightscoutEntries.type(of: normalized), reading: try NightscoutEntries.reading(from: normalized))
        }
    }

    /// `DELETE entries[.json]?find…` (every match, not only `count`), or `entries/{_id}`.
    @Sendable static func delete(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        var query = try NightscoutResponse.query(of: req)
        let targets: [NightscoutDocument]
        if let spec = spec(req), !["sgv", "mbg", "cal"].contains(spec) {
            targets = try await byID(spec, owner: owner, req: req).map { [$0] } ?? []
        } else {
            if let spec = spec(req) { query.conditions.append(.init(field: "type", op: .eq, value: spec)) }
            query.count = Int.max
            targets = try await select(query, owner: owner, req: req)
        }
        let deleted = try await DeleteNightscoutDocuments(req.useCases)(targets.compactMap { $0["_id"]?.stringValue }, from: .entries, for: owner.person)
        return try NightscoutResponse.json(["n": NightscoutJSON.integer(Int64(deleted)), "ok": .integer(1)])
    }

    // MARK: Helpers

    /// Stored entries (with what Daybook changed since) and readings logged in Daybook, selected by the query.
    static func select(_ query: NightscoutQuery, owner: NightscoutOwner, req: Request) async throws -> [NightscoutDocument] {
        let asked = try await NightscoutResponse.window(query, in: .entries, for: owner, req: req)
        // Read a little before the window: the first entry's trend needs the reading before it.
        let window = (from: asked.from.map { $0.addingTimeInterval(-NightscoutTrend.maximumGap) }, to: asked.to)
        let all = try await NightscoutDocuments(req.useCases).shown(.entries, from: window.from, to: window.to, for: owner.person)
        let shown = NightscoutTrend.filled(all).filter { entry in asked.from.map { entry.0 >= $0 } ?? true }
        return NightscoutResponse.select(shown, query)
    }

    private static func byID(_ id: String, owner: NightscoutOwner, req: Request) async throws -> NightscoutDocument? {
        try await NightscoutDocuments(req.useCases).entry(id: id, for: owner.person)
    }

    /// `{spec}` without its `.json` suffix.
    private static func spec(_ req: Request) -> String? {
        req.parameters.get("spec").map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 }
    }

    /// JSON for `.json` paths and JSON-accepting clients; otherwise Nightscout's tab-separated text.
    private static func answer(_ documents: [NightscoutDocument], _ req: Request) async throws -> Response {
        let path = req.url.path
        let wantsJSON = path.hasSuffix(".json") || req.headers.accept.contains { $0.mediaType == .json }
        if wantsJSON { return try NightscoutResponse.json(documents) }
        let lines = documents.map { doc -> String in
            func text(_ key: String) -> String {
                switch doc[key] {
                case .string(let value)?: "\"\(value)\""
                case .integer(let value)?: String(value)
                case .number(let value)?: String(value)
                default: ""
                }
            }
            let type = NightscoutEntries.type(of: doc)
            return [text("dateString"), text("date"), text(type), text("direction"), text("device")].joined(separator: "\t")
        }
        var headers = HTTPHeaders()
        headers.contentType = .plainText
        return Response(status: .ok, headers: headers, body: .init(string: lines.joined(separator: "\n")))
    }

    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return NightscoutID.newDocumentID(using: &generator)
    }
}
