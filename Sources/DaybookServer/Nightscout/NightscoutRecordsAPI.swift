import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// `devicestatus` and `profile`: kept as the documents clients send (pump, loop and uploader state;
/// basal and ratio profiles). They log nothing in the journal.
enum NightscoutRecordsAPI {
    @Sendable static func listDeviceStatus(req: Request) async throws -> Response {
        try NightscoutResponse.json(try await select(.devicestatus, query: try NightscoutResponse.query(of: req), req: req))
    }

    @Sendable static func createDeviceStatus(req: Request) async throws -> Response {
        try NightscoutResponse.json(try await insert(.devicestatus, req: req))
    }

    /// Every profile document, newest first (no default window: a profile stays in force).
    @Sendable static func listProfiles(req: Request) async throws -> Response {
        var query = try NightscoutResponse.query(of: req)
        if !query.hasDateCondition { query.conditions.append(.init(field: "created_at", op: .gte, value: "0")) }
        return try NightscoutResponse.json(try await select(.profile, query: query, req: req))
    }

    /// `profiles`: the profile documents newest first, ten unless `count` asks for more, as Nightscout
    /// lists them for NightscoutKit (which asks with `find[startDate][$gte]` and `[$lte]`).
    @Sendable static func listProfileSets(req: Request) async throws -> Response {
        var query = try NightscoutResponse.query(of: req)
        if !query.hasDateCondition { query.conditions.append(.init(field: "created_at", op: .gte, value: "0")) }
        if req.query[String.self, at: "count"] == nil { query.count = 10 }
        return try NightscoutResponse.json(try await select(.profile, query: query, req: req))
    }

    /// The newest profile document, or `{}`.
    @Sendable static func currentProfile(req: Request) async throws -> Response {
        let query = NightscoutQuery(conditions: [.init(field: "created_at", op: .gte, value: "0")], count: 1)
        return try NightscoutResponse.json(try await select(.profile, query: query, req: req).first ?? [:])
    }

    @Sendable static func createProfile(req: Request) async throws -> Response {
        try NightscoutResponse.json(try await insert(.profile, req: req))
    }

    private static func select(_ collection: NightscoutV3Collection, query: NightscoutQuery, req: Request) async throws -> [NightscoutDocument] {
        let owner = try req.nightscoutOwner()
        let window = try await NightscoutResponse.window(query, in: collection, for: owner, req: req)
        let stored = try await NightscoutDocuments(req.useCases).shown(collection, from: window.from, to: window.to, for: owner.person)
        return NightscoutResponse.select(stored, query)
    }

    private static func insert(_ collection: NightscoutV3Collection, req: Request) async throws -> [NightscoutDocument] {
        let owner = try req.nightscoutOwner()
        let records = try prepare(try NightscoutResponse.documents(of: req), now: req.clock.now())
        return try await SaveNightscoutRecords(req.useCases)(records, in: collection, newID: NightscoutEntriesAPI.newID, for: owner.person)
    }

    /// Each posted document with the instant it is listed by, all checked before anything is written
    /// (the v1 socket's `dbAdd` prepares its device status, profiles and food here too).
    static func prepare(_ documents: [NightscoutDocument], now: Date) throws -> [SaveNightscoutRecords.Posted] {
        try documents.map { document throws -> SaveNightscoutRecords.Posted in
            var doc = document
            var time = now
            if let value = doc["created_at"], value.stringValue == nil {
                throw ValidationError(field: "created_at", .iso8601Text)
            }
            if let text = doc["created_at"]?.stringValue {
                guard let parsed = NightscoutTime.parse(text) else { throw ValidationError(field: "created_at", .iso8601) }
                time = parsed
                if doc["utcOffset"] == nil, let offset = NightscoutTime.offsetMinutes(text) { doc["utcOffset"] = .integer(Int64(offset)) }
            }
            doc["created_at"] = .string(NightscoutTime.isoString(time))
            return SaveNightscoutRecords.Posted(document: doc, time: time)
        }
    }
}
