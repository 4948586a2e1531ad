import DaybookCore
import DaybookFormats
import FluentKit
import Foundation

/// One Nightscout document of a user, stored as the client sent it (normalized), and the journal
/// rows it logged. `kind` is an entry's `type` or a treatment's `eventType`.
public final class NightscoutDocumentRecord: Model, @unchecked Sendable {
    public static let schema = "nightscout_documents"

    @ID(key: .id) public var id: UUID?
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "collection") public var collection: String
    @Field(key: "ns_id") public var nsID: String
    @Field(key: "time") public var time: Date
    @Field(key: "kind") public var kind: String
    @OptionalField(key: "identifier") public var identifier: String?
    @Field(key: "json") public var json: String
    /// `srvModified` in ms: when the document was last written (nil for documents from before it was kept).
    @OptionalField(key: "srv_modified") public var srvModified: Int64?
    @OptionalField(key: "glucose_id") public var glucoseID: UUID?
    @OptionalField(key: "insulin_id") public var insulinID: UUID?
    @OptionalField(key: "meal_id") public var mealID: UUID?
    @OptionalField(key: "exercise_id") public var exerciseID: UUID?

    public init() {}

    /// The stored document, always with its `_id`.
    public func document() throws -> NightscoutDocument {
        var doc = try JSONDecoder().decode(NightscoutDocument.self, from: Data(json.utf8))
        doc["_id"] = .string(nsID)
        return doc
    }

    func store(_ document: NightscoutDocument) throws {
        var doc = document
        doc["_id"] = .string(nsID)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        json = String(decoding: try encoder.encode(doc), as: UTF8.self)
    }

    /// True when the document logged journal rows.
    public var hasLinks: Bool { glucoseID != nil || insulinID != nil || mealID != nil || exerciseID != nil }
}
