import DaybookCore
import Foundation

/// What a period-due reminder does when the scheduler finds it due. The prediction may have moved
/// since its next fire was planned: it fires only when the prediction as it is now agrees.
public struct PeriodDueCheck: Sendable, Equatable {
    /// The fire due now, with the predicted start it announces; nil: nothing fires this time.
    public let due: PeriodDueSchedule.Fire?
    /// The next fire: after this one when it fires, else planned anew.
    public let next: Date?
}
