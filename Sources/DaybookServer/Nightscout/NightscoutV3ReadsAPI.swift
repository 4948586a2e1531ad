import DaybookApp
import DaybookCore
import DaybookFormats
import Foundation
import Vapor

/// API v3 reads: the version (public), the status with what the credential may do, the last
/// modification of each collection, search, one document, and the history of changes.
enum NightscoutV3ReadsAPI {
    /// The API version these paths follow (cgm-remote-monitor 15's).
    static let apiVersion = "3.0.4"

    /// Public, as in Nightscout; under a handle that names no one's endpoint, 404.
    @Sendable static func version(req: Request) async throws -> Response {
        if let handle = req.parameters.get("handle"), try await NightscoutAccounts(req.useCases).find(handle: handle) == nil {
            return try NightscoutV3Answer.json(NightscoutV3Error.notFound.body, status: 404)
        }
        return try NightscoutV3Answer.json(NightscoutV3Response.result(.object(about(req))))
    }

    /// The version, and per collection the operations the credential allows (`crud`).
    @Sendable static func status(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        var permissions: NightscoutDocument = [:]
        for collection in NightscoutV3Collection.allCases {
            let letters: [(String, NightscoutV3Collection.Action)] = [("c", .create), ("r", .read), ("u", .update), ("d", .delete)]
            permissions[collection.rawValue] = .string(letters.filter { owner.role.allows(collection.permission($0.1)) }.map(\.0).joined())
        }
        var result = about(req)
        result["apiPermissions"] = .object(permissions)
        return try NightscoutV3Answer.json(NightscoutV3Response.result(.object(result)))
    }

    /// For each collection the credential may read, its latest change in ms: the latest `srvModified`,
    /// or a later date of a document written without one.
    @Sendable static func lastModified(req: Request) async throws -> Response {
        let owner = try req.nightscoutOwner()
        let documents = NightscoutDocuments(req.useCases)
        var latest: [NightscoutV3Collection: Int64] = [:]
        for collection in NightscoutV3Collection.allCases where owner.role.allows(collection.permission(.read)) {
            latest[collection] = try await documents.lastModified(collection, for: owner.person)
        }
        let now = NightscoutTime.milliseconds(req.clock.now())
        return try NightscoutV3Answer.json(NightscoutV3Response.lastModified(serverDate: now, collections: latest))
    }

    @Sendable static func search(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let owner = try req.nightscoutOwner()
            let collection = try NightscoutV3Answer.collection(req)
            try NightscoutV3Answer.require(collection.listPermission, of: owner)
            let search = try NightscoutV3Search(items: NightscoutResponse.queryItems(of: req), collection: collection)
            let from = search.earliestMilliseconds.map { NightscoutTime.date(milliseconds: Double($0)) }
            let documents = try await shown(collection, owner: owner, req: req, from: from)
            return try NightscoutV3Answer.json(NightscoutV3Response.result(search.apply(to: documents)))
        }
    }

    @Sendable static func read(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let owner = try req.nightscoutOwner()
            let collection = try NightscoutV3Answer.collection(req)
            try NightscoutV3Answer.require(collection.permission(.read), of: owner)
            let identifier = try NightscoutV3Answer.identifier(req)
            let documents = try await NightscoutDocuments(req.useCases).named(identifier, in: collection, for: owner.person)
            let fields = NightscoutResponse.queryItems(of: req).last { $0.name == "fields" }?.value
            let outcome = try NightscoutV3Read.read(documents, identifier: identifier, collection: collection, fields: fields,
                                                    ifModifiedSince: req.headers.first(name: "If-Modified-Since"))
            guard let body = outcome.body, case .document(_, let lastModified) = outcome else {
                return Response(status: .notModified)
            }
            return try NightscoutV3Answer.json(body, lastModified: lastModified)
        }
    }

    /// `history/{lastModified}` (changes after it) or `history` with a `Last-Modified` header (from it on),
    /// deleted documents included so that clients delete them too.
    @Sendable static func history(req: Request) async throws -> Response {
        try await NightscoutV3Answer.answering {
            let owner = try req.nightscoutOwner()
            let collection = try NightscoutV3Answer.collection(req)
            try NightscoutV3Answer.require(collection.listPermission, of: owner)
            let items = NightscoutResponse.queryItems(of: req)
            let history = if let parameter = req.parameters.get("lastModified") {
                try NightscoutV3History(lastModified: parameter, items: items, collection: collection)
            } else {
                try NightscoutV3History(lastModifiedHeader: req.headers.first(name: .lastModified), items: items, collection: collection)
            }
            let documents = try await NightscoutDocuments(req.useCases).changed(collection, since: history.lastModified, for: owner.person)
            let page = history.apply(to: documents.map(\.1))
            let response = try NightscoutV3Answer.json(NightscoutV3Response.result(page.documents), lastModified: page.lastModified)
            // AndroidAPS keeps its sync point from this header alone (`W/"<srvModified>"`), as Nightscout sends it.
            if let lastModified = page.lastModified {
                response.headers.replaceOrAdd(name: .eTag, value: "W/\"\(lastModified)\"")
            }
            return response
        }
    }

    // MARK: Helpers

    /// Every document of the collection from `from` on, as clients see it; entries with their trend.
    private static func shown(_ collection: NightscoutV3Collection, owner: NightscoutOwner, req: Request, from: Date?) async throws
        -> [NightscoutDocument] {
        let documents = NightscoutDocuments(req.useCases)
        guard collection == .entries else {
            return try await documents.shown(collection, from: from, to: nil, for: owner.person).map(\.1)
        }
        // Read a little before: the first entry's trend needs the reading before it.
        let all = try await documents.shown(.entries, from: from.map { $0.addingTimeInterval(-NightscoutTrend.maximumGap) }, to: nil,
                                            for: owner.person)
        return NightscoutTrend.filled(all).map(\.1)
    }

    private static func about(_ req: Request) -> NightscoutDocument {
        let now = NightscoutTime.milliseconds(req.clock.now())
        return [
            "version": .string(NightscoutStatusAPI.compatibleVersion), "apiVersion": .string(apiVersion),
            "srvDate": .integer(now), "storage": .object(["storage": .string("daybook"), "version": .string("1")]),
        ]
    }
}
