// Ported from nightscout/cgm-remote-monitor tests/api3.create.test.js, with the deduplicating POST onto a
// careportal record of tests/api3.v1-record-immutable-fields.test.js.
import DaybookCore
@testable import DaybookFormats
import Foundation
import Testing

@Suite struct NightscoutV3CreateTests {
    static let date: Int64 = 1_717_171_717_171

    static var validDoc: NightscoutDocument {
        var doc: NightscoutDocument = [
            "date": .integer(date), "app": .string("cgm-remote-monitor.test"), "device": .string("test dexcom API3 CREATE"),
            "eventType": .string("Correction Bolus"), "insulin": .number(0.3),
        ]
        doc["identifier"] = .string(NightscoutV3Identifier.calculate(for: doc))
        return doc
    }

    private func refusal(_ doc: NightscoutDocument, store: inout NightscoutV3MemoryStore,
                         token: NightscoutV3MemoryStore.Token = .create) -> NightscoutV3Error? {
        do {
            try store.create(doc, token: token)
            return nil
        } catch {
            return error
        }
    }

    private func with(_ changes: NightscoutDocument, removing removed: [String] = []) -> NightscoutDocument {
        var doc = Self.validDoc.merging(changes) { $1 }
        for field in removed { doc[field] = nil }
        return doc
    }

    @Test func rejectsAnEmptyBody() {
        #expect(throws: NightscoutV3Error.badRequestBody) { try NightscoutV3Create(body: .object([:]), collection: .treatments) }
        #expect(throws: NightscoutV3Error.badRequestBody) { try NightscoutV3Create(body: nil, collection: .treatments) }
        #expect(throws: NightscoutV3Error.badRequestBody) { try NightscoutV3Create(body: .array([]), collection: .treatments) }
    }

    @Test func acceptsAValidDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let result = try store.create(Self.validDoc)
        let identifier = try #require(Self.validDoc["identifier"]?.stringValue)
        #expect(result.status == 201)
        #expect(result.body == ["status": .integer(201), "identifier": .string(identifier), "lastModified": .integer(result.lastModified)])
        #expect(result.identifier == identifier, "the Location header")

        let body = try store.get(identifier)
        #expect(containsFields(body, Self.validDoc))
        #expect(body["srvModified"] == .integer(result.lastModified))
        #expect(body["srvCreated"] == .integer(result.lastModified))
        #expect(body["subject"] == .string("api-create"))
    }

    @Test func rejectsABadDate() {
        var store = NightscoutV3MemoryStore(.treatments)
        let cases: [NightscoutDocument] = [
            with([:], removing: ["date"]), with(["date": .null]), with(["date": .string("ABC")]), with(["date": .integer(-1)]),
            with(["date": .integer(1)]), with(["date": .string("2019-20-60T50:90:90")]),
        ]
        for doc in cases {
            let error = refusal(doc, store: &store)
            #expect(error?.body == ["status": .integer(400), "message": .string("Bad or missing date field")], "\(doc)")
        }
    }

    @Test func rejectsABadUTCOffset() {
        var store = NightscoutV3MemoryStore(.treatments)
        for offset: NightscoutJSON in [.integer(-5000), .string("ABC"), .null] {
            #expect(refusal(with(["utcOffset": offset]), store: &store)?.message == "Bad or missing utcOffset field", "\(offset)")
        }
    }

    @Test func acceptsAValidUTCOffset() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(with(["utcOffset": .integer(120)]))
        #expect(try store.get(Self.validDoc["identifier"]?.stringValue ?? "")["utcOffset"] == .integer(120))
    }

    @Test func rejectsABadApp() {
        var store = NightscoutV3MemoryStore(.treatments)
        for doc in [with([:], removing: ["app"]), with(["app": .null]), with(["app": .string("")])] {
            #expect(refusal(doc, store: &store)?.message == "Bad or missing app field")
        }
    }

    @Test func normalizesTheDateAndStoresTheUTCOffset() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        try store.create(with(["date": .string("2019-06-10T08:07:08,576+02:00")]))
        let body = try store.get(Self.validDoc["identifier"]?.stringValue ?? "")
        #expect(body["date"] == .integer(1_560_146_828_576))
        #expect(body["utcOffset"] == .integer(120))
        #expect(body["created_at"] == .string("2019-06-10T06:07:08.576Z"))
    }

    @Test func requiresUpdatePermissionForDeduplication() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let doc = with(["identifier": .string("rAnDoM-IdEnTiFiEr-0001")])
        try store.create(doc)
        let error = refusal(doc, store: &store)
        #expect(error?.body == ["status": .integer(403), "message": .string("Missing permission api:treatments:update")])
    }

    @Test func upsertsADocumentMatchedByIdentifier() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let doc = with(["identifier": .string("rAnDoM-IdEnTiFiEr-0002")])
        try store.create(doc)
        let doc2 = doc.merging(["insulin": .number(0.5)]) { $1 }
        let result = try store.create(doc2, token: .all)
        #expect(result.status == 200)
        #expect(result.body["status"] == .integer(200))
        #expect(containsFields(try store.get("rAnDoM-IdEnTiFiEr-0002"), doc2))
        #expect(store.documents.count == 1)
    }

    /// A treatment as API v1 stores it: an `_id`, no identifier.
    static func v1Treatment(_ fields: NightscoutDocument) -> NightscoutDocument {
        fields.merging(["_id": .string("65a1b2c3d4e5f60718293a4b"), "utcOffset": .integer(0)]) { $1 }
    }

    @Test func deduplicatesADocumentByCreatedAtAndEventType() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        var doc = Self.validDoc
        doc["identifier"] = nil
        doc["created_at"] = .string(NightscoutV3Date.isoString(milliseconds: Self.date))
        store.documents.append(Self.v1Treatment(doc))

        let doc2 = doc.merging(["insulin": .number(0.4), "identifier": .string("rAnDoM-IdEnTiFiEr-0003")]) { $1 }
        let result = try store.create(doc2, token: .all)
        #expect(result.status == 200)
        #expect(result.body["identifier"] == .string("rAnDoM-IdEnTiFiEr-0003"))
        #expect(result.body["isDeduplication"] == .bool(true))
        #expect(result.body["deduplicatedIdentifier"] == .string("65a1b2c3d4e5f60718293a4b"), "the v1 document's _id")
        #expect(containsFields(try store.get("rAnDoM-IdEnTiFiEr-0003"), doc2))
        #expect(store.documents.count == 1)
        #expect(store.documents[0]["_id"] == .string("65a1b2c3d4e5f60718293a4b"), "the stored _id stays, as MongoDB keeps it")
    }

    @Test func doesNotDeduplicateATreatmentOnlyByCreatedAt() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        var doc = Self.validDoc
        doc["identifier"] = nil
        doc["created_at"] = .string(NightscoutV3Date.isoString(milliseconds: Self.date))
        store.documents.append(Self.v1Treatment(doc))
        let old = try store.get("65a1b2c3d4e5f60718293a4b")
        #expect(containsFields(old, doc))

        let doc2 = doc.merging(["eventType": .string("Meal Bolus"), "insulin": .number(0.4),
                                "identifier": .string("rAnDoM-IdEnTiFiEr-0004")]) { $1 }
        let result = try store.create(doc2, token: .all)
        #expect(result.status == 201)
        let updated = try store.get("rAnDoM-IdEnTiFiEr-0004")
        #expect(containsFields(updated, doc2))
        #expect(updated["identifier"] != old["identifier"])
        #expect(updated["isDeduplication"] == nil && updated["deduplicatedIdentifier"] == nil)
        #expect(store.documents.count == 2)
    }

    @Test func overwritesADeletedDocument() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let identifier = "rAnDoM-IdEnTiFiEr-0005"
        try store.create(with(["identifier": .string(identifier), "date": .string("2024-05-31T16:08:37.171Z")]))
        #expect(try store.delete(identifier).body == ["status": .integer(200)])

        let doc2 = with(["identifier": .string(identifier), "date": .string("2024-05-31T16:09:00.000Z")])
        #expect(refusal(doc2, store: &store)?.body == ["status": .integer(403), "message": .string("Missing permission api:treatments:update")])
        let result = try store.create(doc2, token: .all)
        #expect(result.status == 200)
        #expect(result.body["identifier"] == .string(identifier))
        let body = try store.get(identifier)
        #expect(body["date"] == .integer(1_717_171_740_000))
        #expect(body["identifier"] == .string(identifier))
    }

    @Test func calculatesTheIdentifier() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let valid = try #require(Self.validDoc["identifier"]?.stringValue)
        let result = try store.create(with([:], removing: ["identifier"]))
        #expect(result.status == 201)
        #expect(result.body["identifier"] == .string(valid))
        #expect(containsFields(try store.get(valid), Self.validDoc))
    }

    @Test func deduplicatesByIdentifierCalculation() throws {
        var store = NightscoutV3MemoryStore(.treatments)
        let valid = try #require(Self.validDoc["identifier"]?.stringValue)
        #expect(try store.create(with([:], removing: ["identifier"])).status == 201)

        let result = try store.create(with([:], removing: ["identifier"]), token: .update)
        #expect(result.status == 200)
        #expect(result.body["identifier"] == .string(valid))
        #expect(result.body["isDeduplication"] == .bool(true))
        #expect(result.body["deduplicatedIdentifier"] == nil, "no identifier change occurred")
        #expect(try store.search("date$eq=\(Self.date)").count == 1)
    }

    @Test func deduplicatesOntoACareportalRecordWithoutDate() throws {
        // The careportal stores neither date nor app nor device; its created_at is the same instant.
        var store = NightscoutV3MemoryStore(.treatments)
        store.documents.append([
            "_id": .string("65a1b2c3d4e5f60718293a4c"), "carbs": .integer(20), "created_at": .string("2024-05-31T16:08:00.000Z"),
            "enteredBy": .string("careportal"), "eventType": .string("Meal Bolus"), "notes": .string("pasta"), "utcOffset": .integer(0),
        ])
        let aaps: NightscoutDocument = [
            "date": .integer(1_717_171_680_000), "utcOffset": .integer(0), "app": .string("AndroidAPS"), "device": .string("Pixel"),
            "eventType": .string("Meal Bolus"), "carbs": .integer(30), "isValid": .bool(true),
        ]
        let result = try store.create(aaps, token: .all)
        #expect(result.status == 200)
        #expect(result.body["deduplicatedIdentifier"] == .string("65a1b2c3d4e5f60718293a4c"))
        #expect(store.documents.count == 1)
        #expect(store.documents[0]["carbs"] == .integer(30) && store.documents[0]["notes"] == nil, "the whole record is replaced")

        let other = try store.create(aaps.merging(["eventType": .string("Carb Correction"), "carbs": .integer(5)]) { $1 }, token: .all)
        #expect(other.status == 201, "another eventType is another treatment")
        #expect(store.documents.count == 2)
    }
}
