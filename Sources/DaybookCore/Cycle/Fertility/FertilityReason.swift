import Foundation

/// Why a day reads the way it does when the signs do not (yet) confirm ovulation: the words the
/// journal and the API give, in the person's language, come from this.
public enum FertilityReason: Sendable, Equatable {
    /// No period is logged on or before the date.
    case noPeriodBefore
    /// The cycle holds no waking temperatures: the calendar method answers.
    case noTemperatures
    /// The cycle's signs cannot be read (a temperature on a day with no period start, …).
    case unreadableSigns
    /// A day still to come, past what the signs can say: the calendar method predicts it.
    case predicted
    /// The signs have not confirmed ovulation; `cycleEnded` when the next period came first.
    case notConfirmed(MissingSigns, cycleEnded: Bool)
}
