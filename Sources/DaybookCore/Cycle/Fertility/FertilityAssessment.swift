import Foundation

/// Where a date stands in its cycle, from the person's own signs where they chart them: the
/// sympto-thermal rules when the cycle holds basal temperatures, the calendar method otherwise (and
/// then `reason` says why). Whole cycles are evaluated, so a past date reads with what came after it.
public struct FertilityAssessment: Sendable, Equatable {
    public enum Method: String, Sendable, Codable {
        case symptothermal
        case calendar
    }

    public var date: LocalDate
    public var method: Method
    public var phase: FertilityPhaseKind
    public var ovulationConfirmed: Bool
    /// The temperature shift's cover line (°C) and the day it was confirmed, once ovulation is.
    public var coverLine: Double?
    public var shiftConfirmedOn: LocalDate?
    public var mucusPeak: LocalDate?
    /// Why the calendar method answers, or why the rules stop short of confirming ovulation.
    public var reason: String?

    /// - Parameters:
    ///   - periods: the period history, oldest first (a cycle runs from one start to the day before the next).
    ///   - signs: the observed days by date; bleeding days are marked from `periods` too.
    ///   - nextPeriodStart: the predicted start after the last logged period, for the calendar method.
    public static func assess(_ date: LocalDate, periods: [Period], signs: [LocalDate: FertilityDay],
                              nextPeriodStart: LocalDate?) -> FertilityAssessment {
        guard let cycle = EvaluatedCycle.containing(date, periods: periods, signs: signs) else {
            return FertilityAssessment(date: date, method: .calendar, phase: .unknown, ovulationConfirmed: false,
                                       reason: "no period is logged before this date")
        }
        guard let result = cycle.result else {
            return calendar(date, periods: periods, next: cycle.next ?? nextPeriodStart,
                            reason: cycle.hasTemperatures ? "this cycle's signs cannot be read" : "no basal temperatures are logged in this cycle")
        }
        let status = result.status(on: date)
        return FertilityAssessment(date: date, method: .symptothermal, phase: status.phase, ovulationConfirmed: status.ovulationConfirmed,
                                   coverLine: result.ovulationConfirmed ? status.coverLine : nil,
                                   shiftConfirmedOn: result.ovulationConfirmed ? status.shiftConfirmedOn : nil,
                                   mucusPeak: status.mucusPeak, reason: result.reason.map(Self.words))
    }

    /// The calendar method: the period itself, then fertile from five days before to one day after
    /// the ovulation 14 days before the next start (logged, or predicted).
    private static func calendar(_ date: LocalDate, periods: [Period], next: LocalDate?, reason: String) -> FertilityAssessment {
        var phase = FertilityPhaseKind.unknown
        if periods.contains(where: { $0.contains(date) }) {
            phase = .menstrual
        } else if let next, next > date {
            let window = FertileWindow(nextPeriodStart: next)
            phase = window.contains(date) ? .fertile : date < window.start ? .preOvulatory : .postOvulatory
        }
        return FertilityAssessment(date: date, method: .calendar, phase: phase, ovulationConfirmed: false, reason: reason)
    }

    static func words(_ reason: SymptoThermalReason) -> String {
        switch reason {
        case .invalidCycle: "this cycle's signs cannot be read"
        case let .notEnoughTemperatures(count): "\(count) of the \(SymptoThermalReason.temperaturesNeeded) temperatures a shift needs so far"
        case .noTemperatureShift: "no temperature shift yet"
        case .noSecondarySymptomShift: "the temperature rose; the mucus has not confirmed it yet"
        }
    }
}

