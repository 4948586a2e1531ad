import DaybookFormats
import Foundation

extension NightscoutDocumentRecord {
    public var links: NightscoutDocumentLinks {
        get { NightscoutDocumentLinks(glucoseID: glucoseID, insulinID: insulinID, mealID: mealID, exerciseID: exerciseID) }
        set {
            glucoseID = newValue.glucoseID
            insulinID = newValue.insulinID
            mealID = newValue.mealID
            exerciseID = newValue.exerciseID
        }
    }
}
