import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `treatments`: insulin, carbs, exercise, BG checks, notes. Posted treatments log insulin doses,
/// meals, exercise sessions and glucose checks; what is logged in Daybook shows as treatments too.
enum NightscoutTreatmentsAPI {
    @Sendable static func list(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        return try NightscoutResponse.json(try await select(try NightscoutResponse.query(of: req), owner: owner, req: req))
    }

    /// `POST treatments[.json]`: one or an array; the answer lists them in request order with their `_id`.
    /// The same `identifier`, or the same `created_at` and `eventType`, updates instead of duplicating.
    /// With `preBolus` the carbs are stored as a second treatment that many minutes later.
    @Sendable static func create(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let treatments = try prepare(try NightscoutResponse.documents(of: req), now: req.clock.now())
        let saved = try await SaveNightscoutTreatments(req.useCases)(treatments, newID: NightscoutEntriesAPI.newID, for: owner.person)
        return try NightscoutResponse.json(saved.map { NightscoutClientTypes.typed($0, in: .treatments) })
    }

    /// `PUT treatments[.json]`: replaces the treatment named by `_id` (or upserts like a POST).
    @Sendable static func replace(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let documents = try NightscoutResponse.documents(of: req)
        guard documents.count == 1, let document = documents.first else { throw APIError.malformed("PUT takes one treatment object.") }
        let saved = try await SaveNightscoutTreatments(req.useCases)(
            try prepare([document], now: req.clock.now()), replacing: document["_id"]?.stringValue, newID: NightscoutEntriesAPI.newID, for: owner.person)
        return try NightscoutResponse.json(saved.first.map { NightscoutClientTypes.typed($0, in: .treatments) } ?? [:])
    }

    /// `DELETE treatments/{id}`, or `DELETE treatments[.json]?find…` (every match).
    @Sendable static func delete(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let ids: [String]
        if let id = req.parameters.get("id") {
            ids = [id]
        } else {
            var query = try NightscoutResponse.query(of: req)
            query.count = Int.max
            ids = try await select(query, owner: owner, req: req).compactMap { $0["_id"]?.stringValue }
        }
        let deleted = try await DeleteNightscoutDocuments(req.useCases)(ids, from: .treatments, for: owner.person)
        if req.parameters.get("id") != nil, deleted == 0 { throw APIError.notFound("This treatment") }
        return try NightscoutResponse.json(["n": NightscoutJSON.integer(Int64(deleted)), "ok": .integer(1)])
    }

    // MARK: Helpers

    /// Each posted treatment normalized and split, with its journal values: all checked before anything
    /// is written (the v1 socket's `dbAdd` and `dbUpdate` prepare theirs here too).
    static func prepare(_ documents: [NightscoutDocument], now: Date) throws -> [[SaveNightscoutTreatments.Part]] {
        try documents.map { document in
            try NightscoutTreatments.split(try NightscoutTreatments.normalize(document, now: now)).map { part in
                SaveNightscoutTreatments.Part(document: part, values: try NightscoutTreatments.journalValues(of: part),
                                              time: NightscoutTreatments.time(of: part) ?? now, eventType: NightscoutTreatments.eventType(of: part))
            }
        }
    }

    static func select(_ query: NightscoutQuery, owner: NightscoutOwner, req: Request) async throws -> [NightscoutDocument] {
        let window = try await NightscoutResponse.window(query, in: .treatments, for: owner, req: req)
        let all = try await NightscoutDocuments(req.useCases).shown(.treatments, from: window.from, to: window.to, for: owner.person)
        return NightscoutResponse.select(all, query)
    }
}
