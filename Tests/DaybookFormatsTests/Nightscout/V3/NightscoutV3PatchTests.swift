// Ported from nightscout/cgm-remote-monitor tests/api3.patch.test.js, with the PATCH steps of
// tests/api3.generic.workflow.test.js and the PATCH cases of tests/api3.v1-record-immutable-fields.test.js.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3PatchTests {
    static var validDoc: NightscoutDocument {
        var doc: NightscoutDocument = [
            "date": .integer(1_717_171_717_171), "utcOffset": .integer(-180), "app": .string("cgm-remote-monitor.test"),
            "device": .string("test dexcom API3 PATCH"), "eventType": .string("Correction Bolus"), "insulin": .number(0.3),
        ]
        doc["identifier"] = .string(NightscoutV3Identifier.calculate(for: doc))
        return doc
    }

    static var identifier: String { validDoc["identifier"]?.stringValue ?? "" }

    private func refusal(_ identifier: String, _ body: NightscoutDocument, store: inout NightscoutV3MemoryStore) -> NightscoutV3Error? {
        do {
            try store.patch(identifier, body)
            return nil
        } catch {
            return error
        }
    }

    @Test func doesNotFindANotExistingDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        #expect(refusal(Self.identifier, Self.validDoc, store: &store)?.body == ["status": .integer(404)])
        #expect(try store.create(Self.validDoc).status == 201)
    }

    @Test func rejectsAnEmptyBody() {
        #expect(throws: NightscoutV3Error.badRequestBody) {
            try NightscoutV3Patch(body: .object([:]), identifier: Self.identifier, collection: .treatments)
        }
    }

    @Test func rejectsAlterationOfImmutableFields() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.validDoc)
        let date: Int64 = 1_717_171_717_171
        let cases: [(String, NightscoutJSON)] = [
            ("identifier", .string("MODIFIED")), ("date", .integer(date + 10000)), ("utcOffset", .null),
            ("eventType", .string("MODIFIED")), ("device", .string("MODIFIED")), ("app", .string("MODIFIED")),
            ("srvCreated", .integer(date - 10000)), ("subject", .string("MODIFIED")), ("srvModified", .integer(date - 100_000)),
            ("modifiedBy", .string("MODIFIED")), ("isValid", .bool(false)),
        ]
        for (field, value) in cases {
            let error = refusal(Self.identifier, Self.validDoc.merging([field: value]) { $1 }, store: &store)
            #expect(error?.body == ["status": .integer(400), "message": .string("Field \(field) cannot be modified by the client")])
        }
    }

    @Test func patchesTheDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.validDoc)
        let result = try store.patch(Self.identifier, Self.validDoc.merging(["carbs": .integer(10)]) { $1 })
        #expect(result.status == 200)
        #expect(result.body == ["status": .integer(200)])
        let body = try store.get(Self.identifier)
        #expect(body["carbs"] == .integer(10))
        #expect(body["insulin"] == .number(0.3))
        #expect(body["subject"] == .string("api-create"))
        #expect(body["modifiedBy"] == .string("api-update"))
        #expect(body["srvModified"] == .integer(result.lastModified))
    }

    @Test func patchesOnlyTheFieldsSent() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.validDoc)
        let before = try store.get(Self.identifier)
        try store.patch(Self.identifier, ["carbs": .integer(5), "insulin": .number(0.4)])
        var expected = before
        expected["carbs"] = .integer(5)
        expected["insulin"] = .number(0.4)
        expected["srvModified"] = nil
        let after = try store.get(Self.identifier)
        #expect(containsFields(after, expected))
        #expect(after["srvModified"] != before["srvModified"])
    }

    @Test func doesNotPatchADeletedOrReadOnlyDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.validDoc)
        try store.delete(Self.identifier)
        #expect(refusal(Self.identifier, ["carbs": .integer(1)], store: &store)?.body == ["status": .integer(410)])

        var readOnly = NightscoutV3MemoryStore(.treatments)
        try readOnly.create(Self.validDoc.merging(["isReadOnly": .bool(true)]) { $1 })
        #expect(refusal(Self.identifier, ["insulin": .number(0.43)], store: &readOnly)?.body
            == ["status": .integer(422), "message": .string("Trying to modify read-only document")])
    }

    @Test func refusesAPatchWhenTheDocumentChangedSince() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(Self.validDoc)
        let patch = try NightscoutV3Patch(body: .object(["carbs": .integer(1)]), identifier: Self.identifier, collection: .treatments)
        #expect(throws: NightscoutV3Error.preconditionFailed) {
            try patch.apply(to: store.documents, ifUnmodifiedSince: httpDate(store.clock - 2000), now: store.clock + 1, subject: nil)
        }
    }

    @Test func patchesARecordWrittenThroughAPIv1AsAndroidAPSDoes() throws {
        // A careportal treatment: no date, app, device, isValid or identifier.
        var store = NightscoutV3MemoryStore(.treatments)
        let id = "65a1b2c3d4e5f60718293a4e"
        store.documents.append([
            "_id": .string(id), "carbs": .integer(20), "created_at": .string("2024-05-31T16:08:00.000Z"),
            "enteredBy": .string("careportal"), "eventType": .string("Meal Bolus"), "utcOffset": .integer(0),
        ])
        let androidAPS: NightscoutDocument = ["identifier": .string(id), "eventType": .string("Meal Bolus"),
                                              "isValid": .bool(true), "carbs": .integer(25)]
        #expect(try store.patch(id, androidAPS).status == 200)
        #expect(try store.patch(id, ["app": .string("AndroidAPS")]).status == 200)
        #expect(try store.patch(id, ["date": .integer(1_717_171_680_000)]).status == 200, "the instant of created_at")

        for (field, value) in [("isValid", NightscoutJSON.bool(false)), ("subject", .string("someone")),
                               ("utcOffset", .integer(60)), ("app", .string("xDrip+"))] {
            #expect(refusal(id, [field: value], store: &store) == .immutableField(field))
        }
        let body = try store.get(id)
        #expect(body["carbs"] == .integer(25) && body["app"] == .string("AndroidAPS") && body["isValid"] == .bool(true))
        #expect(body["modifiedBy"] == .string("api-update"))
    }
}
