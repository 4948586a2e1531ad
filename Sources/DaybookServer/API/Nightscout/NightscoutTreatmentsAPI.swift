import DaybookCore
import DaybookStore
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
        var saved: [NightscoutDocument] = []
        for parts in try prepare(try NightscoutResponse.documents(of: req), req: req) {
            var first: NightscoutDocument?
            for (document, values) in parts {
                let stored = try await save(document, values: values, requestedID: nil, owner: owner, req: req)
                first = first ?? stored
            }
            if let first { saved.append(first) }
        }
        return try NightscoutResponse.json(saved)
    }

    /// `PUT treatments[.json]`: replaces the treatment named by `_id` (or upserts like a POST).
    @Sendable static func replace(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let documents = try NightscoutResponse.documents(of: req)
        guard documents.count == 1, let document = documents.first else { throw APIError.malformed("PUT takes one treatment object.") }
        let requestedID = document["_id"]?.stringValue
        var saved: NightscoutDocument?
        for (part, values) in try prepare([document], req: req).first ?? [] {
            let stored = try await save(part, values: values, requestedID: saved == nil ? requestedID : nil, owner: owner, req: req)
            saved = saved ?? stored
        }
        return try NightscoutResponse.json(saved ?? [:])
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
        let store = NightscoutDocumentQueries(req.db, userID: owner.userID, zone: owner.preferences.zone)
        var deleted = 0
        for id in ids {
            var changes: [NightscoutJournalChange] = []
            if let record = try await store.document(nsID: id), record.collection == "treatments" {
                changes = try await store.delete(record)
            } else if let row = NightscoutID.journalRow(id), let change = try await store.deleteJournalRow(row, glucose: false, treatments: true) {
                changes = [change]
            } else { continue }
            deleted += 1
            await NightscoutResponse.publish(changes, req: req, userID: owner.userID)
        }
        if req.parameters.get("id") != nil, deleted == 0 { throw APIError.notFound("This treatment") }
        return try NightscoutResponse.json(["n": NightscoutJSON.integer(Int64(deleted)), "ok": .integer(1)])
    }

    // MARK: Helpers

    /// Each posted treatment normalized and split, with its journal values: all checked before anything is written.
    private static func prepare(_ documents: [NightscoutDocument], req: Request) throws -> [[(NightscoutDocument, NightscoutJournalValues)]] {
        let now = req.clock.now()
        return try documents.map { document in
            try NightscoutTreatments.split(try NightscoutTreatments.normalize(document, now: now)).map { part in
                (part, try NightscoutTreatments.journalValues(of: part))
            }
        }
    }

    private static func save(_ document: NightscoutDocument, values: NightscoutJournalValues, requestedID: String?,
                             owner: NightscoutOwner, req: Request) async throws -> NightscoutDocument {
        let store = NightscoutDocumentQueries(req.db, userID: owner.userID, zone: owner.preferences.zone)
        let time = NightscoutTreatments.time(of: document) ?? req.clock.now()
        let eventType = NightscoutTreatments.eventType(of: document)
        let identifier = document["identifier"]?.stringValue
        var existing: NightscoutDocumentRecord?
        var nsID = NightscoutEntriesAPI.newID()
        if let requestedID {
            existing = try await store.document(nsID: requestedID)
            if existing == nil, let row = NightscoutID.journalRow(requestedID) {
                // A treatment logged in Daybook, edited through Nightscout: it becomes a document with the same `_id`.
                if let change = try await store.deleteJournalRow(row, glucose: false, treatments: true) {
                    await NightscoutResponse.publish([change], req: req, userID: owner.userID)
                }
                nsID = requestedID
            }
        }
        if existing == nil, nsID != requestedID {
            existing = try await store.treatment(identifier: identifier, at: time, eventType: eventType)
        }
        let (record, changes) = try await store.save(.treatments, document: document, nsID: nsID, time: time, kind: eventType,
                                                     identifier: identifier, values: values, replacing: existing)
        await NightscoutResponse.publish(changes, req: req, userID: owner.userID)
        return try record.document()
    }

    static func select(_ query: NightscoutQuery, owner: NightscoutOwner, req: Request) async throws -> [NightscoutDocument] {
        let store = NightscoutDocumentQueries(req.db, userID: owner.userID, zone: owner.preferences.zone)
        let window = query.window(now: req.clock.now())
        var all: [(Date, NightscoutDocument)] = []
        for stored in try await store.documents(.treatments, from: window.from, to: window.to) {
            all.append((stored.record.time, NightscoutTreatments.overlay(stored.document, with: stored.values)))
        }
        let logged = try await store.unlinkedTreatments(from: window.from, to: window.to)
        for (id, dose) in logged.insulin {
            all.append((dose.time, NightscoutTreatments.document(for: dose, id: NightscoutID.forJournalRow(id))))
        }
        for (id, meal) in logged.meals {
            all.append((meal.time, NightscoutTreatments.document(for: meal, id: NightscoutID.forJournalRow(id))))
        }
        for (id, session) in logged.exercise {
            all.append((session.time, NightscoutTreatments.document(for: session, id: NightscoutID.forJournalRow(id))))
        }
        return NightscoutResponse.select(all, query)
    }
}
