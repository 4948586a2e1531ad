import Foundation

/// Where a date stands in its cycle, as `FertilityTimeline` reads it: from the person's own signs
/// where they chart them, the calendar method otherwise (and then `reason` says why). Whole cycles
/// are evaluated, so a past date reads with what came after it.
public struct FertilityAssessment: Sendable, Equatable {
    public enum Method: String, Sendable, Codable {
        case symptothermal
        case calendar
    }

    public var date: LocalDate
    public var method: Method
    public var phase: FertilityPhaseKind
    public var ovulationConfirmed: Bool
    /// The cycle's ovulation, confirmed or expected.
    public var ovulation: LocalDate?
    /// The temperature shift's cover line (°C) and the day it was confirmed, once ovulation is.
    public var coverLine: Double?
    public var shiftConfirmedOn: LocalDate?
    public var mucusPeak: LocalDate?
    /// Why the calendar method answers, or what the signs still lack.
    public var reason: FertilityReason?

    public init(date: LocalDate, method: Method, phase: FertilityPhaseKind, ovulationConfirmed: Bool, reason: FertilityReason? = nil) {
        self.date = date
        self.method = method
        self.phase = phase
        self.ovulationConfirmed = ovulationConfirmed
        self.reason = reason
    }
}
