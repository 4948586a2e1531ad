import Foundation

/// A document a Nightscout uploader sent, as stored (its JSON text, `_id` included), and the
/// journal rows it logged, by their ids in the same export.
public struct ExportNightscoutDocument: Codable, Sendable, Equatable {
    public static let collections = ["entries", "treatments", "devicestatus", "profile", "food", "settings", "activity"]

    public var id: UUID
    /// entries, treatments, devicestatus, profile, food, settings (API v3) or activity (xDrip+'s heart rate and steps).
    public var collection: String
    public var nsID: String
    public var time: Date
    public var kind: String
    public var identifier: String?
    public var json: String
    public var glucoseId: UUID?
    public var insulinId: UUID?
    public var mealId: UUID?
    public var exerciseId: UUID?

    public init(id: UUID, collection: String, nsID: String, time: Date, kind: String, identifier: String?, json: String,
                glucoseId: UUID?, insulinId: UUID?, mealId: UUID?, exerciseId: UUID?) {
        self.id = id
        self.collection = collection
        self.nsID = nsID
        self.time = time
        self.kind = kind
        self.identifier = identifier
        self.json = json
        self.glucoseId = glucoseId
        self.insulinId = insulinId
        self.mealId = mealId
        self.exerciseId = exerciseId
    }
}
