import Foundation

/// The infertile days at the start of a cycle, before any sign of approaching ovulation.
public struct PreOvulatoryPhase: Sendable, Equatable {
    public let start: LocalDate
    /// The last infertile day. It may lie after the last observed day: the days up to it are
    /// infertile as long as no fertile secondary symptom shows.
    public let end: LocalDate
    /// The observed days in the phase.
    public let days: [FertilityDay]
}

/// The fertile days around ovulation.
public struct PeriOvulatoryPhase: Sendable, Equatable {
    public let start: LocalDate
    /// The day in whose evening the fertile phase closes; nil while it is still open.
    public let end: LocalDate?
    /// The observed days in the phase, the last day included.
    public let days: [FertilityDay]
}

/// When on its first day a phase begins.
public enum PhaseStartTime: String, Codable, Sendable {
    case wholeDay
    /// 18:00, the evening of the day the last evaluation completed.
    case evening
}

/// The infertile days after confirmed ovulation, up to the next period.
public struct PostOvulatoryPhase: Sendable, Equatable {
    public let start: LocalDate
    /// Always the evening: the confirming day itself stays fertile until then.
    public let startTime: PhaseStartTime
    /// The observed days from the start on, the first day included.
    public let days: [FertilityDay]
}

/// The phases the rules found, in order; a phase that was not found is nil.
public struct FertilityPhases: Sendable, Equatable {
    public var preOvulatory: PreOvulatoryPhase?
    public var periOvulatory: PeriOvulatoryPhase?
    public var postOvulatory: PostOvulatoryPhase?

    public init(
        preOvulatory: PreOvulatoryPhase? = nil,
        periOvulatory: PeriOvulatoryPhase? = nil,
        postOvulatory: PostOvulatoryPhase? = nil
    ) {
        self.preOvulatory = preOvulatory
        self.periOvulatory = periOvulatory
        self.postOvulatory = postOvulatory
    }

    /// How many phases were found, as drip's tests count them.
    public var count: Int {
        [preOvulatory != nil, periOvulatory != nil, postOvulatory != nil].filter { $0 }.count
    }
}
