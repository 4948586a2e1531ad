// The request flow of cgm-remote-monitor's lib/api3/generic/*/operation.js (nightscout/cgm-remote-monitor),
// over an array instead of MongoDB, so the tests can follow tests/api3.*.test.js step by step.
import DaybookCore
@testable import DaybookFormats
import Foundation

struct NightscoutV3MemoryStore {
    typealias Action = NightscoutV3Collection.Action

    /// The tokens of tests/fixtures/api3/authSubject.js: each subject's name and what it may do.
    struct Token {
        let subject: String
        let actions: Set<Action>

        static let create = Token(subject: "api-create", actions: [.create])
        static let read = Token(subject: "api-read", actions: [.read])
        static let update = Token(subject: "api-update", actions: [.update])
        static let delete = Token(subject: "api-delete", actions: [.delete])
        static let all = Token(subject: "api-all", actions: [.create, .read, .update, .delete, .admin])
    }

    let collection: NightscoutV3Collection
    var documents: [NightscoutDocument] = []
    /// ms, one step per write, as Nightscout's single server clock.
    var clock: Int64 = 1_700_000_000_000

    init(_ collection: NightscoutV3Collection) {
        self.collection = collection
    }

    mutating func tick() -> Int64 {
        clock += 1
        return clock
    }

    mutating func store(_ result: NightscoutV3WriteResult) {
        if let replacing = result.replacing,
           let index = documents.firstIndex(where: { NightscoutV3StoredDocument.identifier(of: $0) == replacing }) {
            documents[index] = result.document
        } else {
            documents.append(result.document)
        }
    }

    private func demand(_ action: Action, _ token: Token) throws(NightscoutV3Error) {
        guard token.actions.contains(action) else { throw .missingPermission(collection.permission(action)) }
    }

    @discardableResult
    mutating func create(_ body: NightscoutDocument, token: Token = .create) throws(NightscoutV3Error) -> NightscoutV3WriteResult {
        let write = try NightscoutV3Create(body: .object(body), collection: collection).write(against: documents)
        try demand(write.action, token)
        let result = try write.prepare(now: tick(), subject: token.subject)
        store(result)
        return result
    }

    @discardableResult
    mutating func update(_ identifier: String, _ body: NightscoutDocument, token: Token = .update,
                         ifUnmodifiedSince: String? = nil) throws(NightscoutV3Error) -> NightscoutV3WriteResult {
        let update = try NightscoutV3Update(body: .object(body), identifier: identifier, collection: collection)
        let write = try update.write(against: documents, ifUnmodifiedSince: ifUnmodifiedSince)
        try demand(write.action, token)
        let result = try write.prepare(now: tick(), subject: token.subject)
        store(result)
        return result
    }

    @discardableResult
    mutating func patch(_ identifier: String, _ body: NightscoutDocument, token: Token = .update,
                        ifUnmodifiedSince: String? = nil) throws(NightscoutV3Error) -> NightscoutV3WriteResult {
        let patch = try NightscoutV3Patch(body: .object(body), identifier: identifier, collection: collection)
        try demand(.update, token)
        let result = try patch.apply(to: documents, ifUnmodifiedSince: ifUnmodifiedSince, now: tick(), subject: token.subject)
        store(result)
        return result
    }

    @discardableResult
    mutating func delete(_ identifier: String, permanent: Bool = false, token: Token = .delete) throws(NightscoutV3Error)
        -> NightscoutV3Delete.Outcome {
        try demand(.delete, token)
        let outcome = try NightscoutV3Delete.apply(to: documents, identifier: identifier, permanent: permanent, now: tick(),
                                                   subject: token.subject)
        switch outcome {
        case .markDeleted(let result): store(result)
        case .remove(let removed): documents.removeAll { NightscoutV3StoredDocument.identifier(of: $0) == removed }
        }
        return outcome
    }

    /// The document of a 200, or the refusal.
    func get(_ identifier: String, fields: String? = nil) throws(NightscoutV3Error) -> NightscoutDocument {
        guard case .document(let document, _) = try NightscoutV3Read.read(documents, identifier: identifier,
                                                                          collection: collection, fields: fields) else {
            throw NightscoutV3Error(status: 304)
        }
        return document
    }

    func search(_ query: String, maximumLimit: Int = NightscoutV3Limit.maximum) throws(NightscoutV3Error) -> [NightscoutDocument] {
        try NightscoutV3Search(items: Self.items(query), collection: collection, maximumLimit: maximumLimit).apply(to: documents)
    }

    func history(since lastModified: String, query: String = "") throws(NightscoutV3Error) -> NightscoutV3History.Page {
        try NightscoutV3History(lastModified: lastModified, items: Self.items(query), collection: collection).apply(to: documents)
    }

    static func items(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }
}

/// `body.should.containEql(doc)`: every field of `expected` is in `document` with the same value.
func containsFields(_ document: NightscoutDocument, _ expected: NightscoutDocument) -> Bool {
    expected.allSatisfy { key, value in document[key] == value }
}
