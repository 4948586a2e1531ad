import Foundation

/// The journal rows a Nightscout document logged, one of each kind at most: deleting the document
/// deletes them, and a new version of it changes them in place.
public struct NightscoutDocumentLinks: Sendable, Equatable {
    public var glucoseID: UUID?
    public var insulinID: UUID?
    public var mealID: UUID?
    public var exerciseID: UUID?

    public init(glucoseID: UUID? = nil, insulinID: UUID? = nil, mealID: UUID? = nil, exerciseID: UUID? = nil) {
        self.glucoseID = glucoseID
        self.insulinID = insulinID
        self.mealID = mealID
        self.exerciseID = exerciseID
    }

    /// Whether the document logged any row.
    public var isEmpty: Bool { glucoseID == nil && insulinID == nil && mealID == nil && exerciseID == nil }
}
