import DaybookApp
import DaybookCore
import DaybookFormats
import Vapor

/// API v3 writes: create, update, patch and delete of one document, each through `WriteNightscoutV3` with
/// Nightscout's v3 rules (in the formats) deciding what becomes of the stored documents. Permissions are
/// checked as Nightscout checks them: a create that turns out to replace a document needs `update` too.
enum NightscoutV3WritesAPI {
    @Sendable static func create(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let (owner, collection) = try prepare(req)
            try NightscoutV3Answer.require(collection.permission(.create), of: owner)
            let create = try NightscoutV3Create(body: NightscoutV3Answer.body(of: req), collection: collection)
            let target = WriteNightscoutV3.Target(identifier: create.document["identifier"]?.stringValue,
                                                  time: NightscoutV3Journal.time(of: create.document))
            let outcome = try await WriteNightscoutV3(req.useCases)(collection, target: target, newID: NightscoutEntriesAPI.newID,
                                                                     for: owner.person) { stored, now in
                let write = create.write(against: stored)
                try NightscoutV3Answer.require(write.permission, of: owner)
                return .store(try write.prepare(now: now, subject: owner.subject))
            }
            return try answer(outcome, in: collection, req: req)
        }
    }

    @Sendable static func update(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let (owner, collection) = try prepare(req)
            try NightscoutV3Answer.require(collection.permission(.update), of: owner)
            let update = try NightscoutV3Update(body: NightscoutV3Answer.body(of: req), identifier: try NightscoutV3Answer.identifier(req),
                                                collection: collection)
            let since = req.headers.first(name: "If-Unmodified-Since")
            let target = WriteNightscoutV3.Target(identifier: update.identifier)
            let outcome = try await WriteNightscoutV3(req.useCases)(collection, target: target, newID: NightscoutEntriesAPI.newID,
                                                                     for: owner.person) { stored, now in
                let write = try update.write(against: stored, ifUnmodifiedSince: since)
                try NightscoutV3Answer.require(write.permission, of: owner)
                return .store(try write.prepare(now: now, subject: owner.subject))
            }
            return try answer(outcome, in: collection, req: req)
        }
    }

    @Sendable static func patch(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let (owner, collection) = try prepare(req)
            try NightscoutV3Answer.require(collection.permission(.update), of: owner)
            let patch = try NightscoutV3Patch(body: NightscoutV3Answer.body(of: req), identifier: try NightscoutV3Answer.identifier(req),
                                              collection: collection)
            let since = req.headers.first(name: "If-Unmodified-Since")
            let outcome = try await WriteNightscoutV3(req.useCases)(collection, target: .init(identifier: patch.identifier),
                                                                     newID: NightscoutEntriesAPI.newID, for: owner.person) { stored, now in
                .store(try patch.apply(to: stored, ifUnmodifiedSince: since, now: now, subject: owner.subject))
            }
            return try answer(outcome, in: collection, req: req)
        }
    }

    /// Soft by default (the document stays, `isValid: false`, for other clients' history); `?permanent=true` removes it.
    @Sendable static func delete(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let (owner, collection) = try prepare(req)
            try NightscoutV3Answer.require(collection.permission(.delete), of: owner)
            let identifier = try NightscoutV3Answer.identifier(req)
            let permanent = NightscoutV3Delete.isPermanent(items: NightscoutResponse.queryItems(of: req))
            let outcome = try await WriteNightscoutV3(req.useCases)(collection, target: .init(identifier: identifier),
                                                                     newID: NightscoutEntriesAPI.newID, for: owner.person) { stored, now in
                switch try NightscoutV3Delete.apply(to: stored, identifier: identifier, permanent: permanent, now: now, subject: owner.subject) {
                case .markDeleted(let result): .store(result)
                case .remove(let identifier): .remove(identifier: identifier)
                }
            }
            return try answer(outcome, in: collection, req: req)
        }
    }

    private static func prepare(_ req: Request) throws -> (NightscoutOwner, NightscoutV3Collection) {
        (try req.nightscoutOwner(), try NightscoutV3Answer.collection(req))
    }

    /// The v3 rules' answer, with `Last-Modified`, and `Location` when the body names the document.
    private static func answer(_ outcome: WriteNightscoutV3.Outcome, in collection: NightscoutV3Collection, req: Request) throws -> Response {
        guard case .store(let result) = outcome else { return try NightscoutV3Answer.json(NightscoutV3Response.status(200)) }
        let response = try NightscoutV3Answer.json(result.body, status: result.status, lastModified: result.lastModified)
        if result.body["identifier"] != nil, let identifier = result.identifier {
            let path = req.url.path
            let base = path.range(of: "/api/v3/" + collection.rawValue).map { String(path[..<$0.upperBound]) } ?? path
            response.headers.replaceOrAdd(name: .location, value: base + "/" + identifier)
        }
        return response
    }
}
