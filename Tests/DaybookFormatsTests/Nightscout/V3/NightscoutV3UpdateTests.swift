// Ported from nightscout/cgm-remote-monitor tests/api3.update.test.js, with the PUT cases of
// tests/api3.v1-record-immutable-fields.test.js.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

/// `new Date(ms).toUTCString()`, the form of HTTP date headers.
func httpDate(_ milliseconds: Int64) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
}

@Suite struct NightscoutV3UpdateTests {
    static let identifier = "aBcDeFgHiJkLmNoPqRsTuVwXyZ012345"
    static let validDoc: NightscoutDocument = [
        "identifier": .string(identifier), "date": .integer(1_717_171_717_171), "utcOffset": .integer(-180),
        "app": .string("cgm-remote-monitor.test"), "device": .string("test dexcom API3 UPDATE"),
        "eventType": .string("Correction Bolus"), "insulin": .number(0.3),
    ]

    /// After "should upsert not existing document".
    static func upserted() throws -> NightscoutV3MemoryStore {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.update(identifier, validDoc, token: .all)
        return store
    }

    private func refusal(_ body: NightscoutDocument, store: inout NightscoutV3MemoryStore, ifUnmodifiedSince: String? = nil)
        -> NightscoutV3Error? {
        do {
            try store.update(Self.identifier, body, ifUnmodifiedSince: ifUnmodifiedSince)
            return nil
        } catch {
            return error
        }
    }

    @Test func requiresCreatePermissionForUpsert() {
        var store = NightscoutV3MemoryStore(.treatments)
        #expect(refusal(Self.validDoc, store: &store)?.body
            == ["status": .integer(403), "message": .string("Missing permission api:treatments:create")])
    }

    @Test func upsertsANotExistingDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let result = try store.update(Self.identifier, Self.validDoc, token: .all)
        #expect(result.status == 201)
        #expect(result.body["identifier"] == .string(Self.identifier))
        let body = try store.get(Self.identifier)
        #expect(containsFields(body, Self.validDoc))
        #expect(body["modifiedBy"] == nil)
        #expect(body["srvModified"] == .integer(result.lastModified) && body["srvCreated"] == .integer(result.lastModified))
        #expect(body["subject"] == .string("api-all"))
    }

    @Test func updatesTheDocument() throws {
        var store = try Self.upserted()
        var doc = Self.validDoc
        doc["carbs"] = .integer(10)
        doc["insulin"] = nil
        let result = try store.update(Self.identifier, doc)
        #expect(result.status == 200)
        #expect(result.body == ["status": .integer(200), "lastModified": .integer(result.lastModified)])
        let body = try store.get(Self.identifier)
        #expect(containsFields(body, doc))
        #expect(body["insulin"] == nil, "a PUT replaces the whole document")
        #expect(body["modifiedBy"] == nil)
        #expect(body["srvModified"] == .integer(result.lastModified))
        #expect(body["subject"] == .string("api-update"))
    }

    @Test func updatesADocumentUnmodifiedSince() throws {
        var store = try Self.upserted()
        let doc = Self.validDoc.merging(["carbs": .integer(11)]) { $1 }
        try store.update(Self.identifier, doc, ifUnmodifiedSince: httpDate(store.clock + 1000))
        #expect(containsFields(try store.get(Self.identifier), doc))
    }

    @Test func doesNotUpdateADocumentModifiedSince() throws {
        var store = try Self.upserted()
        let before = try store.get(Self.identifier)
        let modified = try #require(before["srvModified"].flatMap(NightscoutV3JavaScript.numeric))
        let error = refusal(Self.validDoc.merging(["carbs": .integer(12)]) { $1 }, store: &store,
                            ifUnmodifiedSince: httpDate(Int64(modified) - 1000))
        #expect(error?.body == ["status": .integer(412)])
        #expect(try store.get(Self.identifier) == before)
    }

    @Test func rejectsAlterationOfImmutableFields() throws {
        var store = try Self.upserted()
        let date = 1_717_171_717_171
        let cases: [(String, NightscoutJSON)] = [
            ("date", .integer(Int64(date) + 10000)), ("utcOffset", .null), ("eventType", .string("MODIFIED")),
            ("device", .string("MODIFIED")), ("app", .string("MODIFIED")), ("srvCreated", .integer(Int64(date) - 10000)),
            ("subject", .string("MODIFIED")), ("srvModified", .integer(Int64(date) - 100_000)),
            ("modifiedBy", .string("MODIFIED")), ("isValid", .bool(false)),
        ]
        for (field, value) in cases {
            let error = refusal(Self.validDoc.merging([field: value]) { $1 }, store: &store)
            #expect(error?.body == ["status": .integer(400), "message": .string("Field \(field) cannot be modified by the client")])
        }
    }

    @Test func ignoresIdentifierAlterationInTheBody() throws {
        var store = try Self.upserted()
        var doc = try store.get(Self.identifier)
        doc["identifier"] = .string("MODIFIED")
        #expect(try store.update(Self.identifier, doc).status == 200)
        #expect(try store.get(Self.identifier)["identifier"] == .string(Self.identifier))
    }

    @Test func doesNotUpdateADeletedDocument() throws {
        var store = try Self.upserted()
        #expect(try store.delete(Self.identifier).body == ["status": .integer(200)])
        #expect(refusal(Self.validDoc, store: &store)?.body == ["status": .integer(410)])
    }

    @Test func replacesARecordWrittenThroughAPIv1() throws {
        // A careportal treatment: no date, app, device or isValid.
        var store = NightscoutV3MemoryStore(.treatments)
        store.documents.append([
            "_id": .string("65a1b2c3d4e5f60718293a4d"), "carbs": .integer(20), "created_at": .string("2024-05-31T16:08:00.000Z"),
            "eventType": .string("Meal Bolus"), "utcOffset": .integer(0),
        ])
        let doc: NightscoutDocument = ["date": .integer(1_717_171_680_000), "app": .string("AndroidAPS"), "device": .string("Pixel"),
                                       "eventType": .string("Meal Bolus"), "carbs": .integer(25)]
        var withoutApp = doc
        withoutApp["app"] = nil
        #expect(throws: NightscoutV3Error.badApp) { try store.update("65a1b2c3d4e5f60718293a4d", withoutApp) }
        #expect(throws: NightscoutV3Error.immutableField("date")) {
            try store.update("65a1b2c3d4e5f60718293a4d", doc.merging(["date": .integer(1_717_171_740_000)]) { $1 })
        }
        let result = try store.update("65a1b2c3d4e5f60718293a4d", doc)
        #expect(result.status == 200)
        #expect(result.body["isDeduplication"] == nil, "the identifier is the record's _id")
        let body = try store.get("65a1b2c3d4e5f60718293a4d")
        #expect(body["carbs"] == .integer(25) && body["app"] == .string("AndroidAPS"))
        #expect(body["srvCreated"] == .integer(1_717_171_680_000), "a v1 record was created at its own date")
    }
}
