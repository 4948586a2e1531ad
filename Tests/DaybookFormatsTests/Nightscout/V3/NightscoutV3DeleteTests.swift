// From nightscout/cgm-remote-monitor tests/api3.delete.test.js (only HTTP plumbing there) and the DELETE,
// READ and read-only steps of tests/api3.generic.workflow.test.js.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3DeleteTests {
    static var docOriginal: NightscoutDocument {
        var doc: NightscoutDocument = [
            "eventType": .string("Correction Bolus"), "insulin": .integer(1), "date": .integer(1_717_171_717_171),
            "app": .string("cgm-remote-monitor.test"), "device": .string("test dexcom Generic REST API3"),
        ]
        doc["identifier"] = .string(NightscoutV3Identifier.calculate(for: doc))
        return doc
    }

    static var identifier: String { docOriginal["identifier"]?.stringValue ?? "" }

    private func readStatus(_ store: NightscoutV3MemoryStore) -> Int {
        do {
            return try NightscoutV3Read.read(store.documents, identifier: Self.identifier, collection: .treatments).status
        } catch {
            return error.status
        }
    }

    @Test func readAndDeleteOfANotExistingDocumentAreNotFound() {
        var store = NightscoutV3MemoryStore(.treatments)
        #expect(readStatus(store) == 404)
        #expect(throws: NightscoutV3Error.notFound) { try store.delete(Self.identifier) }
        #expect(NightscoutV3Error.notFound.body == ["status": .integer(404)])
    }

    @Test func softDeleteLeavesTheDocumentForHistory() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.docOriginal)
        let outcome = try store.delete(Self.identifier)
        #expect(outcome.body == ["status": .integer(200)])
        guard case .markDeleted(let result) = outcome else {
            Issue.record("a soft delete keeps the document")
            return
        }
        #expect(result.document["isValid"] == .bool(false))
        #expect(result.document["srvModified"] == .integer(result.lastModified))
        #expect(result.document["modifiedBy"] == .string("api-delete"))

        #expect(readStatus(store) == 410)
        #expect(NightscoutV3Error.gone.body == ["status": .integer(410)])
        #expect(try store.search("identifier$eq=\(Self.identifier)").isEmpty)
        #expect(store.documents.count == 1)
        #expect(try store.delete(Self.identifier).body == ["status": .integer(200)], "deleting again succeeds")
    }

    @Test func permanentDeleteRemovesTheDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.docOriginal)
        try store.delete(Self.identifier)
        #expect(try store.delete(Self.identifier, permanent: true) == .remove(identifier: Self.identifier))
        #expect(readStatus(store) == 404)
        #expect(store.documents.isEmpty)
    }

    @Test func permanentMeansExactlyTrue() {
        #expect(NightscoutV3Delete.isPermanent(items: [("permanent", "true")]))
        #expect(!NightscoutV3Delete.isPermanent(items: [("permanent", "1")]))
        #expect(!NightscoutV3Delete.isPermanent(items: []))
    }

    @Test func aDocumentWrittenThroughAPIv1IsDeletedByItsID() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        store.documents.append(["_id": .string("65a1b2c3d4e5f60718293a4f"), "eventType": .string("Note"),
                                "created_at": .string("2024-05-31T16:08:00.000Z")])
        try store.delete("65A1B2C3D4E5F60718293A4F")
        #expect(store.documents[0]["isValid"] == .bool(false), "a hex id names the ObjectId in any case")
    }

    @Test func doesNotModifyAReadOnlyDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.docOriginal.merging(["isReadOnly": .bool(true)]) { $1 })
        var actual = try store.get(Self.identifier)
        actual["srvModified"] = nil
        let readOnly = NightscoutV3Error(status: 422, message: "Trying to modify read-only document")

        #expect(throws: readOnly) { try store.create(actual.merging(["insulin": .number(0.41)]) { $1 }, token: .update) }
        #expect(throws: readOnly) { try store.update(Self.identifier, actual.merging(["insulin": .number(0.42)]) { $1 }) }
        #expect(throws: readOnly) { try store.patch(Self.identifier, ["insulin": .number(0.43)]) }
        #expect(throws: readOnly) { try store.delete(Self.identifier, permanent: true) }
        #expect(containsFields(try store.get(Self.identifier), Self.docOriginal))
    }

    @Test func readShowsTheDocumentAndAnswersNotModified() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let created = try store.create(Self.docOriginal)
        let outcome = try NightscoutV3Read.read(store.documents, identifier: Self.identifier, collection: .treatments,
                                                fields: "date,insulin")
        #expect(outcome.body == ["status": .integer(200), "result": .object(["date": .integer(1_717_171_717_171), "insulin": .integer(1)])])
        #expect(try NightscoutV3Read.read(store.documents, identifier: Self.identifier, collection: .treatments,
                                          ifModifiedSince: httpDate(created.lastModified)) == .notModified)
        #expect(try NightscoutV3Read.read(store.documents, identifier: Self.identifier, collection: .treatments,
                                          ifModifiedSince: httpDate(created.lastModified - 1000)).status == 200)
    }
}
